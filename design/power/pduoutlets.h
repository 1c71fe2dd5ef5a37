#pragma once

#include "parts/partspecs.h"

#include <QList>
#include <QString>

// The outlets of a PDU as the design numbers them (PowerCord::outlet): 1-based, bank by bank, each bank's
// C13s before its C19s.
struct PduOutlet {
    int number = 1;
    QString type; // "C13" | "C19"
    int bank = 0; // index into PduSpec::banksOrDefault()
};

QList<PduOutlet> pduOutlets(const PduSpec& pdu);

// Whether a cord from a PSU inlet ("c14", "c20") plugs into an outlet ("C13", "C19"): a C20 inlet needs a
// C19 outlet (16 A); a C14 inlet takes a C13, or a C19 with a C20-to-C13 cord.
bool inletFitsOutlet(const QString& inlet, const QString& outlet);
