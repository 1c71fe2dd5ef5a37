// Which cluster to buy at the scale clusters are bought (issue #42, "Done when"): for Llama 3.1 70B on
// 15 T tokens in 60 days (about 3,000 H100) and Llama 3.1 405B on 15.6 T tokens in 54 days (Meta trained it
// on 16,384 H100: The Llama 3 Herd of Models, arXiv:2407.21783, section 3.3.1), `explore` in CNY with VAT
// returns feasible, fully priced variants on DGX H100, DGX H200, DGX B200, GB200 NVL72 and two China-market
// HGX H800 servers. Each such variant saved with --save-dir checks with no error finding, its `fabric
// --cutsheet` names a part for every link, and its BOM holds those cables, optics and fibres, with VAT 13%.
#include "app/commandrunner.h"
#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

namespace {

const QStringList kSystems{
    QStringLiteral("nvidia-dgx-h100"),      QStringLiteral("nvidia-dgx-h200"),
    QStringLiteral("nvidia-dgx-b200"),      QStringLiteral("nvidia-gb200-nvl72"),
    QStringLiteral("inspur-nf5688m7-h800"), QStringLiteral("h3c-uniserver-r5500-g6-h800")};

// One CSV row's cells (RFC 4180: quoted cells may hold commas and doubled quotes).
QStringList csvCells(const QString& line) {
    QStringList cells{QString()};
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line[i];
        if (quoted && c == u'"' && i + 1 < line.size() && line[i + 1] == u'"')
            cells.last() += line[++i];
        else if (c == u'"')
            quoted = !quoted;
        else if (c == u',' && !quoted)
            cells << QString();
        else
            cells.last() += c;
    }
    return cells;
}

} // namespace

class TestExploreScale : public QObject {
    Q_OBJECT
    QTemporaryDir mDir;

    CommandResult run(const QStringList& arguments) {
        return runWorkbench(mDir.filePath(QStringLiteral("catalog.sqlite")), arguments);
    }

    // Explores `model` on `tokens` by `days` in CNY and checks the first feasible variant of each system.
    void exploreAtScale(const QString& model, const QString& tokens, const QString& days) {
        const QString saved = mDir.filePath(model);
        const CommandResult r = run(
            {QStringLiteral("explore"), QStringLiteral("--model"), model, QStringLiteral("--tokens"), tokens,
             QStringLiteral("--days"), days, QStringLiteral("--currency"), QStringLiteral("CNY"),
             QStringLiteral("--systems"), kSystems.join(QLatin1Char(',')),
             QStringLiteral("--oversubscription"), QStringLiteral("1"), QStringLiteral("--cooling"),
             QStringLiteral("air,liquid"), QStringLiteral("--json"), QStringLiteral("--save-dir"), saved});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const nlohmann::json json = nlohmann::json::parse(r.out.toStdString());
        QCOMPARE(json.at("currency").get<std::string>(), std::string("CNY"));
        const nlohmann::json& variants = json.at("variants");
        QSet<QString> checked;
        bool ruledOutSeen = false;
        for (size_t i = 0; i < variants.size(); ++i) {
            const nlohmann::json& v = variants[i];
            const QString system = QString::fromStdString(v.at("system").get<std::string>());
            // The feasible ones first; one ruled out shows no figure it does not have.
            if (!v.at("feasible").get<bool>()) {
                ruledOutSeen = true;
                if (v.at("gpus").is_null())
                    QVERIFY(v.at("capex").is_null() && v.at("days").is_null());
                continue;
            }
            QVERIFY2(!ruledOutSeen, "a feasible variant after one ruled out");
            QVERIFY2(v.at("capex").is_number() && v.at("capex").get<double>() > 0, v.dump().c_str());
            QVERIFY(v.at("days").get<double>() <= days.toDouble() * 1.0001);
            if (checked.contains(system))
                continue;
            checked.insert(system);
            const QString file =
                QDir(saved).filePath(QStringLiteral("variant-%1.json").arg(i + 1, 2, 10, QLatin1Char('0')));
            // It checks with no error finding.
            const CommandResult check = run({QStringLiteral("check"), file, QStringLiteral("--json")});
            QVERIFY2(check.exitCode == 0,
                     qPrintable(system + QLatin1Char(' ') + QString::fromUtf8(check.err)));
            for (const nlohmann::json& finding :
                 nlohmann::json::parse(check.out.toStdString()).at("findings"))
                QVERIFY2(finding.at("severity") != "error", finding.dump().c_str());
            // Its cut-sheet names a buildable part for every link, and a module at both ends of each fibre.
            const QString csv = mDir.filePath(QStringLiteral("cut.csv"));
            const CommandResult cut =
                run({QStringLiteral("fabric"), file, QStringLiteral("--cutsheet"), csv});
            QVERIFY2(cut.exitCode == 0, cut.err.constData());
            QFile sheet(csv);
            QVERIFY(sheet.open(QIODevice::ReadOnly));
            QSet<QString> cutParts;
            qsizetype rows = 0;
            for (const QByteArray& line : sheet.readAll().split('\n').mid(1)) {
                if (line.trimmed().isEmpty())
                    continue;
                const QStringList cells = csvCells(QString::fromUtf8(line.trimmed()));
                QVERIFY2(cells.size() == 14 && !cells[10].isEmpty(), line.constData());
                cutParts << cells[10];
                if (cells[10].startsWith(QLatin1String("fiber"))) {
                    QVERIFY2(!cells[12].isEmpty() && !cells[13].isEmpty(), line.constData());
                    cutParts << cells[12] << cells[13];
                }
                ++rows;
            }
            QVERIFY(rows > 0);
            // Its bill of materials holds them, priced in CNY with VAT 13%, whole.
            const CommandResult bom =
                run({QStringLiteral("bom"), file, QStringLiteral("--format"), QStringLiteral("json")});
            QVERIFY2(bom.exitCode == 0, bom.err.constData());
            const nlohmann::json b = nlohmann::json::parse(bom.out.toStdString());
            QCOMPARE(b.at("currency").get<std::string>(), std::string("CNY"));
            QCOMPARE(b.at("tax").at("percent").get<double>(), 13.0);
            QVERIFY(!b.at("total").at("incomplete").get<bool>());
            QSet<QString> bomParts;
            for (const nlohmann::json& line : b.at("lines"))
                bomParts << QString::fromStdString(line.at("part").get<std::string>());
            for (const QString& part : std::as_const(cutParts))
                QVERIFY2(bomParts.contains(part), qPrintable(system + QLatin1String(": ") + part));
        }
        for (const QString& system : kSystems)
            QVERIFY2(checked.contains(system),
                     qPrintable(model + QLatin1String(": no feasible variant on ") + system));
    }

private slots:
    void llama70bIn60Days() {
        exploreAtScale(QStringLiteral("llama-3.1-70b"), QStringLiteral("15e12"), QStringLiteral("60"));
    }
    void llama405bIn54Days() {
        exploreAtScale(QStringLiteral("llama-3.1-405b"), QStringLiteral("15.6e12"), QStringLiteral("54"));
    }
};

CW_TEST_GUILESS_MAIN(TestExploreScale)
#include "tst_explorescale.moc"
