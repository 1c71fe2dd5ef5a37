#include "model/goodputsettings.h"

QString failureDataName(FailureData data) {
    switch (data) {
    case FailureData::Rsc1:
        return QStringLiteral("rsc1");
    case FailureData::Rsc2:
        return QStringLiteral("rsc2");
    case FailureData::Llama3:
        break;
    }
    return QStringLiteral("llama3");
}

std::optional<FailureData> failureDataFromName(const QString& name) {
    for (FailureData data : {FailureData::Llama3, FailureData::Rsc1, FailureData::Rsc2})
        if (failureDataName(data) == name)
            return data;
    return std::nullopt;
}
