"""Each document's JSON Schema (Schemas/NAME.schema.json, draft 2020-12): every object closed,
`required` the keys every document the package writes has and every document it reads needs."""

import json

from .model import kind_of

BASE = "https://schemas.languagepolicy.dev/"
TAG = "A BCP 47 language tag (canonical form when written by the package)."
TIMESTAMP_PATTERN = r"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]+)?(Z|[+-][0-9]{2}:?[0-9]{2})$"
TIMESTAMP = "An ISO 8601 date-time; written in UTC to the second (2026-09-03T09:00:00Z)."


def path(document):
    return f"Schemas/{document.name}.schema.json"


class SchemaWriter:
    def __init__(self, declarations, document):
        self.declarations = declarations
        self.document = document
        self.definitions = {}

    def reference(self, name):
        """A `$ref` to the type `name`: its document's schema when it is that document's root, a
        definition of this schema or of its own document's otherwise."""
        owner = self.declarations.document_of_root(name)
        if owner is not None and owner is not self.document:
            return {"$ref": f"{owner.name}.schema.json"}
        if owner is self.document:
            return {"$ref": "#"}
        declared = self.declarations.types[name].document
        if declared != self.document.name:
            return {"$ref": f"{declared}.schema.json#/$defs/{name}"}
        if name not in self.definitions:
            self.definitions[name] = None
            self.definitions[name] = self.type_schema(self.declarations.types[name])
        return {"$ref": f"#/$defs/{name}"}

    def value(self, value, doc=None, extra=None):
        kind, argument = kind_of(value)
        if kind == "string":
            schema = {"type": "string"}
        elif kind == "json":
            schema = {}
        elif kind == "tag":
            schema = {"type": "string", "minLength": 1, "description": TAG}
        elif kind == "timestamp":
            schema = {"type": "string", "pattern": TIMESTAMP_PATTERN, "description": TIMESTAMP}
        elif kind == "bool":
            schema = {"type": "boolean"}
        elif kind == "number":
            schema = {"type": "number"}
        elif kind == "int":
            schema = {"type": "integer", "minimum": argument[0], "maximum": argument[1]}
        elif kind == "const":
            schema = {"const": argument}
        elif kind == "enum":
            enum = self.declarations.enums[argument]
            schema = {"enum": [case["wire"] for case in enum.cases]}
            if enum.description:
                schema["description"] = enum.description
        elif kind == "ref":
            schema = self.reference(argument)
        elif kind == "array":
            schema = {"type": "array", "items": self.value(argument)}
        elif kind == "map":
            schema = {"type": "object", "additionalProperties": self.value(argument)}
        elif kind == "nullable":
            schema = self.nullable(self.value(argument))
        elif kind == "object":
            schema = self.object_schema(argument)
        else:
            raise ValueError(kind)
        schema = {**schema, **(extra or {})}
        if doc:
            schema["description"] = doc
        return schema

    @staticmethod
    def nullable(schema):
        if set(schema) <= {"type", "description"} and isinstance(schema.get("type"), str):
            return {**schema, "type": [schema["type"], "null"]}
        return {"anyOf": [schema, {"type": "null"}]}

    def field(self, member):
        schema = self.value(member.type, extra=member.schema)
        if member.null:
            description = schema.pop("description", None) if "$ref" not in schema else None
            schema = self.nullable(schema)
            if description:
                schema["description"] = description
        if member.doc:
            schema["description"] = member.doc
        return schema

    @staticmethod
    def required(fields):
        return [member.name for member in fields if member.always_written and member.read == "required"]

    def object_schema(self, fields, description=None):
        schema = {"type": "object", "additionalProperties": False, "required": self.required(fields),
                  "properties": {member.name: self.field(member) for member in fields}}
        if description:
            schema["description"] = description
        return schema

    def type_schema(self, item, description=None):
        description = description or item.description
        if not item.union:
            return self.object_schema(item.fields, description)
        properties = {member.name: self.field(member) for member in item.fields}
        properties[item.union] = {"enum": [case.wire for case in item.cases]}
        conditions = []
        for case in item.cases:
            for member in case.fields:
                schema = self.field(member)
                if member.name in properties and properties[member.name] != schema:
                    known = properties[member.name]
                    options = known["anyOf"] if set(known) == {"anyOf"} else [known]
                    if schema not in options:
                        properties[member.name] = {"anyOf": options + [schema]}
                else:
                    properties[member.name] = schema
            required = self.required(case.fields)
            if required:
                conditions.append({"if": {"properties": {item.union: {"const": case.wire}}},
                                   "then": {"required": required}})
        schema = {"type": "object", "additionalProperties": False,
                  "required": sorted(self.required(item.fields) + [item.union]), "properties": properties}
        if conditions:
            schema["allOf"] = conditions
        if description:
            schema["description"] = description
        return schema


def referenced_types(declarations, value, found):
    """The names of the types `value` refers to, through arrays, maps and inline objects."""
    kind, argument = kind_of(value)
    if kind == "ref":
        found.add(argument)
    elif kind in ("array", "map", "nullable"):
        referenced_types(declarations, argument, found)
    elif kind == "object":
        for member in argument:
            referenced_types(declarations, member.type, found)
    return found


def referenced_elsewhere(declarations, document):
    """This document's types other than its root that types of other documents refer to."""
    found = set()
    for item in declarations.types.values():
        if item.document != document.name:
            for member in item.all_fields():
                referenced_types(declarations, member.type, found)
    return {name for name in found if declarations.types[name].document == document.name and name != document.root}


def generate(declarations, document, _current):
    writer = SchemaWriter(declarations, document)
    head = {"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": f"{BASE}{document.name}.schema.json",
            "title": document.title}
    root = declarations.types[document.root]
    if root.document != document.name:
        body = {"anyOf": [writer.reference(document.root)]}
    else:
        body = writer.type_schema(root, document.description)
    if document.or_error:
        if "anyOf" not in body:
            body = {"anyOf": [body]}
        body["anyOf"].append({"$ref": "bridge-error.schema.json"})
    if document.description and "description" not in body:
        head["description"] = document.description
    elif "description" in body and "anyOf" not in body:
        head["description"] = body.pop("description")
    schema = {**head, **body}
    # Types of this document that other documents' schemas refer to, reached from its root or not.
    for name in sorted(referenced_elsewhere(declarations, document)):
        writer.reference(name)
    if writer.definitions:
        schema["$defs"] = writer.definitions
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"
