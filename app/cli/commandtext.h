#pragma once

#include <QCoreApplication>

// Translation contexts of the command-line commands (lupdate needs a class to name the context).
class CatalogCommand {
    Q_DECLARE_TR_FUNCTIONS(CatalogCommand)
};
class CheckCommand {
    Q_DECLARE_TR_FUNCTIONS(CheckCommand)
};
class BomCommand {
    Q_DECLARE_TR_FUNCTIONS(BomCommand)
};
class ChartCommand {
    Q_DECLARE_TR_FUNCTIONS(ChartCommand)
};
class ScreenshotCommand {
    Q_DECLARE_TR_FUNCTIONS(ScreenshotCommand)
};
