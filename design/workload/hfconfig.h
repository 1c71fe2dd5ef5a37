#pragma once

#include "model/modelarchitecture.h"

#include <QByteArray>
#include <QString>
#include <nlohmann/json.hpp>
#include <optional>

// Reads a Hugging Face transformers config.json (docs/workload.md "Model from a config.json"): the sizes
// under their usual names (hidden_size or n_embd or d_model, ...), a multimodal model's "text_config", MoE
// and MLA fields. Returns nullopt and a message naming `fileName`, the key and the reason when a needed
// field is missing or not a sensible number. Never throws.
std::optional<ModelArchitecture> parseHfConfig(const QByteArray& text, const QString& fileName,
                                               QString* error);
std::optional<ModelArchitecture> readHfConfig(const QString& path, QString* error);
// The same from a parsed object; the message names the key and the reason (no file).
std::optional<ModelArchitecture> hfConfigFromJson(const nlohmann::json& object, QString* error);
