// The filter between Qt's SVG generator and the file: what XML 1.0 allows nowhere (control characters
// other than tab, LF and CR; U+FFFE, U+FFFF) goes, everything else passes byte for byte, however the
// text is cut into writes (a sequence cut between two writes included).
#include "testmain.h"
#include "xmlcharfilter.h"

#include <QBuffer>
#include <QTest>

class TestXmlCharFilter : public QObject {
    Q_OBJECT

    // `input` written through the filter in pieces cut at `cuts`.
    static QByteArray filtered(const QByteArray& input, const QList<qsizetype>& cuts) {
        QBuffer out;
        out.open(QIODevice::WriteOnly);
        XmlCharFilter filter(&out);
        qsizetype from = 0;
        for (const qsizetype cut : cuts) {
            filter.write(input.mid(from, cut - from));
            from = cut;
        }
        filter.write(input.mid(from));
        filter.close();
        return out.data();
    }

private slots:
    void dropsWhatXmlRefusesAtEveryCut() {
        const QByteArray input = QByteArray("<t>a\x01"
                                            "b\tc\nd\re\x1f") +
                                 "\xEF\xBF\xBE" + "f" + "\xEF\xBF\xBF" + "g\xEF\xBF\xBDh\xEE\x80\x80i" +
                                 "\xEF\xBC\x81" + "</t>";
        const QByteArray expected =
            QByteArray("<t>ab\tc\nd\ref") + "g\xEF\xBF\xBDh\xEE\x80\x80i" + "\xEF\xBC\x81" + "</t>";
        QCOMPARE(filtered(input, {}), expected);
        for (qsizetype a = 0; a <= input.size(); ++a) {
            QCOMPARE(filtered(input, {a}), expected);
            for (qsizetype b = a; b <= input.size(); ++b)
                QVERIFY2(filtered(input, {a, b}) == expected,
                         qPrintable(QStringLiteral("cut at %1, %2").arg(a).arg(b)));
        }
        // A sequence that never finishes is no character.
        QCOMPARE(filtered("ab\xEF\xBF", {}), QByteArray("ab"));
    }
};

CW_TEST_GUILESS_MAIN(TestXmlCharFilter)
#include "tst_xmlcharfilter.moc"
