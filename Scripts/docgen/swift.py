"""The Swift side: for each document, one file per module it has types in
(`Sources/MODULE/Generated/Documents/NAMEDocument.swift`), with each type's writer (`JSONWritable`,
keys sorted) and reader (`JSONReadable`, through the initializer its declaration names), and each
enum's wire names (`RawRepresentable`). The text goes through `swift format` (the repository's
configuration), so it is lint-clean as written."""

import os
import re
import subprocess
import textwrap

from .model import ROOT, fail, kind_of


def camel(name):
    return "".join(word.capitalize() for word in name.split("-"))


def path(document, module):
    return f"Sources/{module}/Generated/Documents/{camel(document.name)}Document.swift"


def outputs(declarations):
    """(path, document, module) for every Swift file."""
    result = []
    for document in declarations.documents:
        modules = []
        for item in document.types + document.enums:
            module = item.swift.get("module", document.swift.get("module"))
            if module is None:
                fail(f"{document.path}: {item.name} has no Swift module")
            generated = item.swift.get("write") or item.swift.get("read") if hasattr(item, "fields") else True
            if generated and module not in modules:
                modules.append(module)
        for module in modules:
            result.append((path(document, module), document, module))
    return result


def module_of(document, item):
    return item.swift.get("module", document.swift.get("module"))


def quoted(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


class Writer:
    """Swift that writes a value with `writer` (a JSONWriter in scope)."""

    def __init__(self, declarations):
        self.declarations = declarations
        self.names = set()

    def fresh(self, hint):
        """A name not yet bound in the function being written."""
        name, number = hint, 1
        while name in self.names:
            number += 1
            name = f"{hint}{number}"
        self.names.add(name)
        return name

    def start(self):
        """A new function: no names bound."""
        self.names = set()

    def value(self, value, expression, null, arguments=None):
        """Lines writing `expression` (an optional when `null`) of type `value`."""
        kind, argument = kind_of(value)
        if kind in ("string", "tag", "timestamp", "enum"):
            suffix = {"string": "", "tag": ".description", "timestamp": ".iso8601", "enum": ".rawValue"}[kind]
            if kind == "enum" and self.declarations.enums[argument].swift.get("mode") == "wireName":
                suffix = ".wireName"
            if null and suffix:
                chained = f"({expression})" if "?" in expression else expression
                return [f"writer.string({chained}?{suffix})"]
            return [f"writer.string({expression}{suffix})"]
        if kind == "const":
            if argument is None:
                return ["writer.null()"]
            if isinstance(argument, str):
                return [f"writer.string({quoted(argument)})"]
            return [f"writer.int({json_literal(argument)})"]
        if null:
            bind = (arguments or {}).get("__bind")
            name = self.fresh(bind or (expression if re.fullmatch(r"[a-z]\w*", expression) else "value"))
            inner = self.value(value, name, False, arguments)
            self.names.discard(name)
            binding = name if name == expression else f"{name} = {expression}"
            return [f"if let {binding} {{"] + inner + ["} else {", "writer.null()", "}"]
        if kind == "bool":
            return [f"writer.bool({expression})"]
        if kind == "int":
            return [f"writer.int({expression})"]
        if kind == "number":
            return [f"writer.double({expression})"]
        if kind == "json":
            return [f"writer.value({expression})"]
        if kind == "ref":
            extra = "".join(f", {name}: {value}" for name, value in (arguments or {}).items()
                            if not name.startswith("__"))
            return [f"{expression}.write(to: &writer{extra})"]
        if kind == "nullable":
            return self.value(argument, expression, True, arguments)
        if kind == "array":
            each = (arguments or {}).get("__each")
            item = self.fresh(each or "element")
            inner_arguments = {k: v for k, v in (arguments or {}).items() if k != "__each"}
            source = f"({expression})" if "{" in expression else expression
            lines = (["writer.array { writer in", f"for {item} in {source} {{"]
                     + self.value(argument, item, False, inner_arguments) + ["}", "}"])
            self.names.discard(item)
            return lines
        if kind == "map":
            key, member = self.fresh("key"), self.fresh("member")
            suffix = (arguments or {}).get("__key", "")
            lines = (["writer.object { writer in", f"for ({key}, {member}) in {expression} {{",
                      f"writer.key({key}{suffix})"]
                     + self.value(argument, member, False, arguments) + ["}", "}"])
            self.names -= {key, member}
            return lines
        if kind == "object":
            return ["writer.object { writer in"] + self.members(argument) + ["}"]
        raise ValueError(kind)

    def members(self, fields, tag=None):
        """Lines writing `fields` (and the union's tag (key, value)) as members, keys sorted."""
        entries = [(member.name, member) for member in fields]
        if tag:
            entries.append(tag)
        lines = []
        for name, member in sorted(entries, key=lambda entry: entry[0]):
            if isinstance(member, str):
                lines += [f"writer.key({quoted(name)})", f"writer.string({quoted(member)})"]
                continue
            arguments = member.swift.get("arguments")
            if member.swift.get("key"):
                arguments = {**(arguments or {}), "__key": member.swift["key"]}
            if member.swift.get("each"):
                arguments = {**(arguments or {}), "__each": member.swift["each"]}
            if member.swift.get("bind"):
                arguments = {**(arguments or {}), "__bind": member.swift["bind"]}
            if member.omit_nil:
                bound = self.fresh(member.swift_name)
                body = [f"writer.key({quoted(name)})"] + self.value(member.type, bound, False, arguments)
                binding = bound if member.swift_get == bound else f"{bound} = {member.swift_get}"
                lines += [f"if let {binding} {{"] + body + ["}"]
                continue
            body = [f"writer.key({quoted(name)})"] + self.value(member.type, member.swift_get, member.null,
                                                                 arguments)
            if member.written_when:
                lines += [f"if {member.written_when} {{"] + body + ["}"]
            else:
                lines += body
        return lines


def json_literal(value):
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


class Reader:
    """Swift that reads a value from a JSONElement."""

    def __init__(self, declarations):
        self.declarations = declarations

    def value(self, value, element, member=None, unknown_keys=None):
        """An expression (with `try`s) reading `element` as `value`."""
        reader = member.swift.get("reader") if member else None
        if reader:
            return f"try {element}.{reader}()"
        kind, argument = kind_of(value)
        if kind == "string":
            return f"try {element}.string()"
        if kind == "tag":
            return f"try {element}.languageTag()"
        if kind == "timestamp":
            return f"try {element}.timestamp()"
        if kind == "bool":
            return f"try {element}.bool()"
        if kind == "json":
            return f"{element}.value"
        if kind == "int":
            bounds = member.swift.get("range") if member else None
            return f"try {element}.integer(in: {bounds or f'{argument[0]}...{argument[1]}'})"
        if kind == "const":
            return f"try {element}.integer(in: {argument}...{argument})"
        if kind == "enum":
            return f"try {element}.name({self.declarations.enums[argument].swift_type}.self)"
        if kind == "ref":
            item = self.declarations.types[argument]
            if item.swift.get("unknownKeys") == "parameter" and unknown_keys:
                return f"try {item.swift_type}(json: {element}, unknownKeys: unknownKeys)"
            return f"try {item.swift_type}(json: {element})"
        if kind == "array":
            inner_kind, _ = kind_of(argument)
            if inner_kind == "string" and not (member and member.swift.get("each")):
                return f"try {element}.strings()"
            inner = self.value(argument, "item", None, unknown_keys)
            return f"try {element}.array().map {{ item throws(DocumentError) in {inner} }}"
        if kind == "nullable":
            return f"({element}.isNull ? nil : {self.value(argument, element, None, unknown_keys)})"
        raise ValueError(f"no Swift reader for {kind}")

    @staticmethod
    def wrapped(member, expression):
        """`expression` (a reading, `try …`) turned into the Swift value by the field's `wrap`."""
        wrap = member.swift.get("wrap")
        if not wrap:
            return expression
        if expression.startswith("try "):
            return f"try {wrap}({expression[4:]})"
        return f"{wrap}({expression})"

    def field(self, member, unknown_keys):
        """An expression reading the member `member.name` of `fields`."""
        key = quoted(member.name)
        inner = self.wrapped(member, self.value(member.type, "element", member, unknown_keys))
        if member.read in ("optional", "omittable"):
            simple = re.fullmatch(r"try element\.(\w+\(.*\))", inner)
            found = f"fields.optional({key})" if member.read == "optional" else f"fields[{key}]"
            if simple:
                expression = f"try {found}?.{simple.group(1)}"
            else:
                expression = f"try {found}.map {{ element throws(DocumentError) in {inner} }}"
            if member.default:
                expression = f"{expression} ?? {member.default}"
            return expression
        element = f"fields.required({key})"
        if member.null:
            if inner == "try element.string()":
                return f"try {element}.optionalString()"
            return f"try {element}.nullable {{ element throws(DocumentError) in {inner} }}"
        return self.wrapped(member, self.value(member.type, element, member, unknown_keys))


def selector_labels(selector):
    """The function and its arguments as (label, field) pairs: `init(a:b:)`, `hintResolved(_ locales:for editor:)`."""
    match = re.fullmatch(r"(?:\.?(\w+))?\((.*)\)", selector)
    if not match:
        fail(f"a Swift reader names an initializer or case as init(label:…), not {selector!r}")
    arguments = []
    for part in match.group(2).split(":"):
        words = part.split()
        if words:
            arguments.append((words[0], words[-1]))
    return match.group(1), arguments


def type_file(declarations, document, module):
    writer, reader = Writer(declarations), Reader(declarations)
    swift = document.swift
    lines = [f"// {document.stamp.split(' (sha256 ')[0]}", f"// (sha256 {document.sha256}).", "//",
             f"// {document.title}: `Schemas/{document.name}.schema.json`.", ""]
    uses_documents = any(module_of(document, item) == module and (item.swift.get("write") or item.swift.get("read"))
                         for item in document.types)
    imports = set(swift.get("imports", {}).get(module, []))
    if uses_documents:
        internal_only = all(item.swift.get("access", "internal" if item.swift.get("struct") else "package") == "internal"
                            for item in document.types if module_of(document, item) == module
                            and (item.swift.get("write") or item.swift.get("read")))
        imports.add(f"{'internal' if internal_only else 'package'} import WireDocuments")
    imports = sorted(imports, key=lambda line: line.split()[-1])
    lines += imports + [""]
    for enum in document.enums:
        if module_of(document, enum) == module:
            lines += enum_extension(enum) + [""]
    for item in document.types:
        if module_of(document, item) != module:
            continue
        if item.swift.get("struct"):
            lines += struct_declaration(declarations, item) + [""]
        if item.swift.get("write"):
            lines += write_extension(writer, item) + [""]
        if item.swift.get("read"):
            lines += read_extension(reader, item) + [""]
    return "\n".join(lines).rstrip() + "\n"


def swift_value_type(declarations, value, null=False):
    """The Swift type of a field's value in a generated struct."""
    kind, argument = kind_of(value)
    names = {"string": "String", "tag": "LanguageTag", "bool": "Bool", "int": "Int", "number": "Double",
             "timestamp": "Timestamp", "json": "JSONValue"}
    if kind in names:
        result = names[kind]
    elif kind == "enum":
        result = declarations.enums[argument].swift_type
    elif kind == "ref":
        result = declarations.types[argument].swift_type
    elif kind == "array":
        result = f"[{swift_value_type(declarations, argument)}]"
    elif kind == "nullable":
        return swift_value_type(declarations, argument, True)
    else:
        fail(f"a generated struct cannot hold a value of kind {kind}")
    return f"{result}?" if null else result


def struct_declaration(declarations, item):
    """A struct holding a document's values: a stored property per field that has no `get`,
    and the declared extra properties the others are computed from."""
    access = item.swift.get("access", "")
    prefix = f"{access} " if access else ""
    lines = doc_lines(item.description) + [f"{prefix}struct {item.swift_type}: Sendable {{"]
    for member in item.fields:
        if "get" in member.swift or kind_of(member.type)[0] in ("const", "object"):
            continue
        lines += doc_lines(member.doc)
        lines += [f"{prefix}let {member.swift_name}: "
                  f"{swift_value_type(declarations, member.type, member.null or member.omit_nil)}"]
    stored = []
    for member in item.fields:
        if "get" not in member.swift and kind_of(member.type)[0] not in ("const", "object"):
            stored.append((member.swift_name,
                           swift_value_type(declarations, member.type, member.null or member.omit_nil)))
    for extra in item.swift.get("properties", []):
        lines += doc_lines(extra.get("doc")) + [f"{prefix}let {extra['name']}: {extra['type']}"]
        stored.append((extra["name"], extra["type"]))
    if access in ("package", "public"):
        parameters = ", ".join(f"{name}: {value}" for name, value in stored)
        lines += ["", *doc_lines("A document of its values."), f"{access} init({parameters}) {{"]
        lines += [f"self.{name} = {name}" for name, _ in stored] + ["}"]
    return lines + ["}"]


def doc_lines(text):
    """`text` as `///` lines short enough for the line length once indented."""
    return [f"/// {line}" for line in textwrap.wrap(text, 108, break_on_hyphens=False)] if text else []


def enum_extension(enum):
    access = enum.swift.get("access", "package")
    mode = enum.swift.get("mode", "rawValue")
    if mode == "wireName":
        lines = doc_lines(f"The wire name of each `{enum.swift_type}` (Schemas/Documents/{enum.document}.json).")
        lines += [f"extension {enum.swift_type} {{", f"{access} var wireName: String {{", "switch self {"]
        lines += [f"case .{case['swift']}: {quoted(case['wire'])}" for case in enum.cases]
        lines += ["}", "}", ""] + doc_lines("Every wire name, in the declaration's order.")
        names = ", ".join(quoted(case["wire"]) for case in enum.cases)
        return lines + [f"{access} static let wireNames = [{names}]", "}"]
    lines = []
    if mode == "declare":
        lines += doc_lines(enum.description)
        lines += [f"{access} enum {enum.swift_type}: Sendable, Hashable, CaseIterable {{"]
        for case in enum.cases:
            lines += doc_lines(case.get("doc")) + [f"case {case['swift']}"]
        lines += ["}", ""]
    lines += doc_lines(f"The wire names of `{enum.swift_type}` (Schemas/Documents/{enum.document}.json).")
    lines += [f"extension {enum.swift_type}: RawRepresentable {{"]
    lines += [f"{access} init?(rawValue: String) {{", "switch rawValue {"]
    lines += [f"case {quoted(case['wire'])}: self = .{case['swift']}" for case in enum.cases]
    lines += ["default: return nil", "}", "}", ""]
    lines += [f"{access} var rawValue: String {{", "switch self {"]
    lines += [f"case .{case['swift']}: {quoted(case['wire'])}" for case in enum.cases]
    lines += ["}", "}", "}"]
    return lines


def write_extension(writer, item):
    swift = item.swift
    conformance = "" if swift.get("write") == "method" else ": JSONWritable"
    lines = []
    parameters = swift.get("writeParameters", [])
    writer.start()
    body = ["writer.object { writer in"]
    if item.union:
        body += [f"switch {swift.get('switch', 'self')} {{"]
        for case in item.cases:
            pattern = case.swift.get("case")
            if not pattern:
                fail(f"{item.name}: case {case.wire} has no Swift pattern (swift.case)")
            body += [f"case {pattern}:"] + writer.members(item.fields + case.fields, (item.union, case.wire))
        body += ["}"]
    else:
        body += writer.members(item.fields)
    body += ["}"]
    access = swift.get("access", "internal" if swift.get("struct") else "package")
    constant = swift.get("versionConstant")
    if constant:
        version = next((kind_of(member.type)[1] for member in item.fields if member.name == "schemaVersion"), None)
        if version is None:
            fail(f"{item.name}: a versionConstant needs a schemaVersion field")
        lines += [f"extension {item.swift_type} {{"]
        lines += doc_lines(constant.get("doc", "The format version of the document this package writes."))
        lines += [f"{constant.get('access', 'package')} static let {constant['name']} = {version}", "}", ""]
    lines += [f"extension {item.swift_type}{conformance} {{"]
    if parameters:
        signature = ", ".join(
            f"{p['label']}{' ' + p['name'] if p.get('name') else ''}: {p['type']} = {p['default']}"
            for p in parameters)
        defaults = ", ".join(f"{p['label']}: {p['default']}" for p in parameters)
        lines += doc_lines(f"Writes the {item.document} document (`Schemas/{item.document}.schema.json`).")
        lines += [f"{access} func write(to writer: inout JSONWriter) {{ write(to: &writer, {defaults}) }}", ""]
        lines += doc_lines(swift.get("writeDoc", "Writes the document with its options."))
        lines += [f"{access} func write(to writer: inout JSONWriter, {signature}) {{"] + body + ["}"]
    else:
        lines += [f"{access} func write(to writer: inout JSONWriter) {{"] + body + ["}"]
    return lines + ["}"]


def read_extension(reader, item):
    swift = item.swift
    access = swift.get("access", "internal" if swift.get("struct") else "package")
    unknown_keys = swift.get("unknownKeys") == "parameter"
    lines = [f"extension {item.swift_type}: JSONReadable {{"]
    if unknown_keys:
        lines += [f"{access} init(json: JSONElement) throws(DocumentError) {{",
                  "try self.init(json: json, unknownKeys: .refused)", "}", ""]
        lines += doc_lines("Reads it with `unknownKeys` refused or ignored (stored data is read as far as this "
                           "version knows it).")
        lines += [f"{access} init(json: JSONElement, unknownKeys: UnknownKeys) throws(DocumentError) {{"]
    else:
        lines += [f"{access} init(json: JSONElement) throws(DocumentError) {{"]
    if item.union:
        lines += union_reader(reader, item, unknown_keys)
        return lines + ["}", ""] + tag_enum(item) + ["}"]
    elif swift.get("members"):
        lines += [f"try self.init(members: json.object(allowing: Self.{swift.get('keysConstant', 'jsonKeys')}))", "}", ""]
        keys = ", ".join(quoted(name) for name in sorted(member.name for member in item.fields))
        lines += doc_lines("The keys of its members.") + [f"{access} static let {swift.get('keysConstant', 'jsonKeys')} = [{keys}]", ""]
        lines += doc_lines("Reads the members from an object that may have other keys too (a decision table's "
                           "case): the caller checks them.")
        lines += [f"{access} init(members fields: JSONFields) throws(DocumentError) {{"]
        lines += object_reader(reader, item.fields, swift["read"], swift.get("checked", False), unknown_keys,
                               "members")
    else:
        lines += object_reader(reader, item.fields, swift["read"], swift.get("checked", False), unknown_keys,
                               "self")
    return lines + ["}", "}"]


def allowing(fields, tag=None, unknown_keys=False):
    keys = ", ".join(quoted(name) for name in sorted([member.name for member in fields] + ([tag] if tag else [])))
    if unknown_keys:
        return f"try json.object(allowing: [{keys}], unknownKeys: unknownKeys)"
    return f"try json.object(allowing: [{keys}])"


def object_reader(reader, fields, selector, checked, unknown_keys, target, tag=None):
    name, arguments = selector_labels(selector)
    labels = [field_name for _, field_name in arguments]
    by_label = {member.swift_name: member for member in fields}
    unknown = [label for label in labels if label not in by_label]
    if unknown:
        fail(f"{selector}: no field named {', '.join(unknown)} (a field's Swift name is swift.name, else its key)")
    lines = [] if target == "members" else [f"let fields = {allowing(fields, tag, unknown_keys)}"]
    for member in fields:
        if member.swift_name in labels:
            annotation = f": {member.swift['type']}" if "type" in member.swift else ""
            lines.append(f"let {member.swift_name}{annotation} = {reader.field(member, unknown_keys)}")
        elif member.read == "required" and member.always_written:
            lines.append(f"_ = {reader.field(member, unknown_keys)}")
    arguments = ", ".join(field_name if label == "_" else f"{label}: {field_name}" for label, field_name in arguments)
    call = f"Self({arguments})" if name in (None, "init") else f"Self.{name}({arguments})"
    if target in ("self", "members") and checked:
        return lines + ["do {", f"self = try {call}", "} catch {", "throw fields.refusing(error)", "}"]
    if target in ("self", "members"):
        return lines + [f"self = {call}"]
    return lines + [f"{target} = {call}"]


def union_reader(reader, item, unknown_keys):
    tag_type = f"{item.swift_type}.{item.swift.get('tagEnum', 'Tag')}"
    lines = [f"switch try json.object(allowing: nil).required({quoted(item.union)}).name({tag_type}.self) {{"]
    for case in item.cases:
        read = case.swift.get("read")
        if not read:
            fail(f"{item.name}: case {case.wire} has no Swift reader (swift.read)")
        lines += [f"case .{case.swift.get('tag', swift_case_name(case.wire))}:"]
        lines += object_reader(reader, item.fields + case.fields, read, False, unknown_keys, "self", item.union)
    return lines + ["}"]


def swift_case_name(wire):
    words = wire.split("_")
    return words[0] + "".join(word.capitalize() for word in words[1:])


def tag_enum(item):
    """The union's tag as a nested enum: its cases' wire names, in order."""
    lines = doc_lines(f"The values of `{item.union}`.")
    lines += [f"enum {item.swift.get('tagEnum', 'Tag')}: String, CaseIterable {{"]
    lines += [f"case {swift_case_name(case.wire)} = {quoted(case.wire)}" for case in item.cases]
    return lines + ["}"]


def formatted(text):
    process = subprocess.run(["swift", "format", "--configuration", os.path.join(ROOT, ".swift-format"), "-"],
                             input=text, capture_output=True, text=True)
    if process.returncode != 0:
        fail(f"swift format failed: {process.stderr}\n{text}")
    return process.stdout


def generate(declarations, document, module):
    return formatted(type_file(declarations, document, module))
