#pragma once

#include <QString>

// An amount of money in capital Chinese numerals (大写金额), as Chinese invoices, contracts and
// procurement documents write the total next to the figures, following the Ministry of Finance's
// 会计基础工作规范 (1996) article 52: 1,409.50 -> 壹仟肆佰零玖元伍角; 107,000.53 -> 壹拾万柒仟元零伍角叁分;
// a whole amount ends in 整. Without the "人民币" prefix. Negative amounts get 负; rounded to the fen.
QString chineseAmountInWords(double amount);
