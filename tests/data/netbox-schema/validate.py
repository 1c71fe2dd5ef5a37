#!/usr/bin/env python3
"""Validates NetBox device-type YAML files against the netbox-community/devicetype-library JSON schema
copied beside this script, the way that repository's tests/definitions_test.py does: Draft 2020-12, the
four schema files in one registry, schema and YAML floats read as decimals (so multipleOf 0.01 is exact).

Usage: validate.py FILE...  Prints one line per file; exit 0 when all are valid, 1 when one is not, 3 when
python3-jsonschema or python3-yaml is missing."""
import decimal
import json
import pathlib
import sys

try:
    import jsonschema
    import yaml
except ImportError as error:
    print(f"validate.py: {error}: install python3-jsonschema and python3-yaml (scripts/setup)")
    sys.exit(3)


class DecimalLoader(yaml.SafeLoader):
    """YAML floats as decimals, from their text, as the devicetype-library's tests read them."""


def _decimal(loader, node):
    return decimal.Decimal(f"{yaml.SafeLoader.construct_yaml_float(loader, node)}")


DecimalLoader.add_constructor("tag:yaml.org,2002:float", _decimal)

here = pathlib.Path(__file__).resolve().parent
schemas = {}
for name in ("devicetype.json", "components.json", "generated_schema.json", "reusable.json"):
    schema = json.loads((here / name).read_text(), parse_float=decimal.Decimal)
    schemas[schema["$id"]] = schema
root = schemas["urn:devicetype-library:device-type"]
try:  # jsonschema 4.18 and later: a referencing registry, as definitions_test.py builds it
    from referencing import Registry, Resource

    registry = Registry().with_resources((uri, Resource.from_contents(s)) for uri, s in schemas.items())
    validator = jsonschema.Draft202012Validator(root, registry=registry)
except (ImportError, TypeError):  # Debian 12's jsonschema 4.10: a resolver with the same store
    resolver = jsonschema.RefResolver.from_schema(root, store=schemas)
    validator = jsonschema.Draft202012Validator(root, resolver=resolver)

failed = False
for path in sys.argv[1:]:
    text = pathlib.Path(path).read_text()
    errors = []
    if not text.endswith("\n"):
        errors.append("missing trailing newline")
    document = yaml.load(text, Loader=DecimalLoader)
    for error in sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path)):
        where = "/".join(str(p) for p in error.absolute_path) or "(top)"
        errors.append(f"{where}: {error.message}")
    if errors:
        failed = True
        for message in errors[:5]:
            print(f"{path}: {message}")
        if len(errors) > 5:
            print(f"{path}: ... {len(errors) - 5} more")
    else:
        print(f"{path}: valid")
sys.exit(1 if failed else 0)
