#pragma once

#include <QCoreApplication>

// The explorer's messages, in the context lupdate files them under (one context for the explorer's files).
struct Explorer {
    Q_DECLARE_TR_FUNCTIONS(Explorer)
};
