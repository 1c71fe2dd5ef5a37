#pragma once

#include <QString>

// A count of tokens in the words of the UI's locale: "15 trillion tokens", "300 billion tokens" in
// English; "15 万亿个 token", "3,000 亿个 token" in Chinese, whose large numbers go by 万 (1e4) and 亿 (1e8).
QString tokenCountText(double tokens);
