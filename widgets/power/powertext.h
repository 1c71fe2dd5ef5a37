#pragma once

#include "model/design.h"

#include <QCoreApplication>

// Words for the power sign-off shared by the inspector, the power tab and the report.
namespace PowerText {

inline QString basis(PowerBasis basis) {
    switch (basis) {
    case PowerBasis::VendorMax:
        return QCoreApplication::translate("PowerText", "vendor maximum");
    case PowerBasis::ComputedMax:
        return QCoreApplication::translate("PowerText", "computed maximum");
    case PowerBasis::Typical:
        return QCoreApplication::translate("PowerText", "typical");
    case PowerBasis::Measured:
        return QCoreApplication::translate("PowerText", "measured");
    }
    return {};
}

inline QString feed(const QString& feed) {
    return QCoreApplication::translate("PowerText", "Feed %1").arg(feed);
}

} // namespace PowerText
