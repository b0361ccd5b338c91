"""The Kotlin side (android/src/main/kotlin/dev/languagepolicy/generated/): for each document with
types Kotlin reads or writes, one file of its classes. An answer's class reads itself from the
bridge's JSON (`of`, or the whole document kept for a document Kotlin sends back as it came);
a request's class writes itself (`toJson`); each enum carries its wire names. The library's
JSON plumbing (Json.kt, JsonText.kt) is hand-written and names no document's keys."""

import textwrap

from .model import fail, kind_of

FOLDER = "android/src/main/kotlin/dev/languagepolicy/generated"


def camel(name):
    return "".join(word.capitalize() for word in name.split("-"))


def path(document):
    return f"{FOLDER}/{camel(document.name)}Document.kt"


EXCEPTIONS = "android/src/main/kotlin/dev/languagepolicy/LanguagePolicyException.kt"


def kotlin_types(document):
    return [item for item in document.types
            if (item.kotlin.get("read") or item.kotlin.get("write")) and item.kotlin.get("read") != "exception"]


def outputs(declarations):
    result = []
    for document in declarations.documents:
        if kotlin_types(document) or kotlin_enums(declarations, document):
            result.append((path(document), document))
    return result


def kotlin_enums(declarations, document):
    """This document's enums that a Kotlin class of any document uses."""
    used = set()
    for item in declarations.types.values():
        if item in kotlin_types(declarations.by_name[item.document]):
            for member in item.all_fields():
                collect_enums(member.type, used, declarations)
    return [enum for enum in document.enums if enum.name in used and not enum.kotlin.get("skip")]


def collect_enums(value, found, declarations):
    kind, argument = kind_of(value)
    if kind == "enum":
        found.add(argument)
    elif kind in ("array", "map", "nullable"):
        collect_enums(argument, found, declarations)
    elif kind == "object":
        for member in argument:
            collect_enums(member.type, found, declarations)
    elif kind == "ref":
        item = declarations.types[argument]
        if item.kotlin.get("flatten") or any(member.kotlin.get("flatten") for member in item.all_fields()):
            for member in item.all_fields():
                collect_enums(member.type, found, declarations)


def kdoc(text, indent=""):
    """`text` as a KDoc comment (one line when it fits)."""
    if not text:
        return []
    text = text.replace("*/", "*&#47;")
    if len(indent) + len(text) + 7 <= 120:
        return [f"{indent}/** {text} */"]
    lines = textwrap.wrap(text, 116 - len(indent), break_on_hyphens=False)
    return [f"{indent}/**"] + [f"{indent} * {line}" for line in lines] + [f"{indent} */"]


def constant(wire):
    return wire.upper()


def class_name(item):
    return item.kotlin.get("class", item.name)


class Kotlin:
    def __init__(self, declarations):
        self.declarations = declarations

    # Types

    def value_type(self, value, member=None):
        """The Kotlin type of a value (not yet nullable)."""
        override = member.kotlin.get("type") if member else None
        if override == "document":
            return "JsonObject"
        kind, argument = kind_of(value)
        if kind == "string":
            return "Locale" if override == "locale" else "String"
        if kind == "tag":
            return "String" if override == "string" else "Locale"
        if kind == "timestamp":
            return "String"
        if kind == "bool":
            return "Boolean"
        if kind == "int":
            return "Long"
        if kind == "number":
            return "Double"
        if kind == "enum":
            return argument
        if kind == "ref":
            return class_name(self.declarations.types[argument])
        if kind == "array":
            if override == "string" and kind_of(argument)[0] == "tag":
                return "List<String>"
            return f"List<{self.value_type(argument)}>"
        if kind == "nullable":
            return f"{self.value_type(argument)}?"
        if kind == "map":
            return f"Map<String, {self.value_type(argument)}>"
        fail(f"no Kotlin type for {kind}")

    def nullable(self, member):
        if member.kotlin.get("nonNull"):
            return False
        return member.null or member.omit_nil or bool(member.written_when) or kind_of(member.type) == ("const", None)

    def property_type(self, member):
        text = self.value_type(member.type, member)
        return f"{text}?" if self.nullable(member) and not text.endswith("?") else text

    @staticmethod
    def skipped(member):
        return member.kotlin.get("skip") or kind_of(member.type)[0] == "const"

    # Reading

    def read(self, member, json="json"):
        """An expression reading the member from `json`."""
        key = f'"{member.name}"'
        kind, argument = kind_of(member.type)
        override = member.kotlin.get("type")
        optional = self.nullable(member)
        if override == "document":
            getter = "optionalObject" if optional else "obj"
            return f"{json}.{getter}({key}){'?' if optional else ''}.also {{ it.markRead() }}"
        if kind in ("string", "tag", "timestamp"):
            as_locale = (kind == "tag" and override != "string") or override == "locale"
            if optional:
                return f"{json}.optionalString({key})" + ("?.let(::locale)" if as_locale else "")
            return f"locale({json}.string({key}))" if as_locale else f"{json}.string({key})"
        if kind == "bool":
            return f"{json}.{'optionalBool' if optional else 'bool'}({key})"
        if kind == "int":
            return f"{json}.long({key})"
        if kind == "enum":
            if optional:
                return f"{json}.optionalString({key})?.let {{ wireValue(it, {argument}::wireName) }}"
            return f"wireValue({json}.string({key}), {argument}::wireName)"
        if kind == "ref":
            target = self.declarations.types[argument]
            make = self.make(target)
            if optional:
                return f"{json}.optionalObject({key})?.let {{ {make('it')} }}"
            return make(f"{json}.obj({key})")
        if kind == "array":
            item_kind, item_argument = kind_of(argument)
            if item_kind in ("string", "tag"):
                suffix = ".map(::locale)" if item_kind == "tag" and override != "string" else ""
                if optional:
                    return f"{json}.optionalStrings({key})?{suffix}"
                if member.read != "required":
                    return f"({json}.optionalStrings({key}) ?: emptyList()){suffix}"
                return f"{json}.strings({key}){suffix}"
            if item_kind == "ref":
                make = self.make(self.declarations.types[item_argument])
                return f"{json}.array({key}).map {{ {make('it.asObject()')} }}"
        fail(f"{member.name}: no Kotlin reader for {kind}")

    def make(self, item):
        """A function of a JsonObject expression making the class of `item`."""
        name = class_name(item)
        if item.kotlin.get("read") == "document":
            return lambda expression: f"{name}({expression})"
        return lambda expression: f"{name}.of({expression})"

    # Writing

    def write(self, member, expression):
        """A JsonValue expression (nullable where the member may be left out) of `expression`."""
        kind, argument = kind_of(member.type)
        if member.kotlin.get("type") == "document":
            return expression
        nullable = self.nullable(member)
        if kind in ("string", "timestamp"):
            return f"json({expression})" if not nullable or member.read == "required" else f"{expression}?.let(::json)"
        if kind == "tag":
            text = f"{expression}{'?' if nullable else ''}.toLanguageTag()"
            return f"json({text})" if not nullable or member.read == "required" else f"{text}?.let(::json)"
        if kind == "bool":
            return f"json({expression})"
        if kind == "enum":
            return f"json({expression}{'?' if nullable else ''}.wireName)"
        if kind == "ref":
            return f"{expression}{'?' if nullable else ''}.toJson()"
        if kind == "array":
            item_kind, _ = kind_of(argument)
            if item_kind == "string":
                return f"json({expression})"
            if item_kind == "tag":
                return f"json({expression}{'?' if nullable else ''}.map(Locale::toLanguageTag))"
        if kind == "map":
            inner = kind_of(argument)
            if inner == ("nullable", {"array": "tag"}):
                return (f"JsonObject({expression}.mapValues {{ (_, locales) -> "
                        f"json(locales?.map(Locale::toLanguageTag)) }})")
        fail(f"{member.name}: no Kotlin writer for {kind}")


def enum_lines(enum):
    lines = kdoc(enum.description) + [f"enum class {enum.name}(internal val wireName: String) {{"]
    for index, case in enumerate(enum.cases):
        lines += kdoc(case.get("doc"), "    ")
        separator = "," if index < len(enum.cases) - 1 else ""
        lines.append(f'    {constant(case["wire"])}("{case["wire"]}"){separator}')
    return lines + ["}"]


def constructor_lines(kotlin, fields, indent, extra=()):
    """The primary constructor's properties: each field Kotlin keeps, then the class's own
    (`kotlin.extra`: values Kotlin derives, such as a selector option's isInstalled)."""
    entries = []
    for member in fields:
        if not Kotlin.skipped(member):
            default = member.kotlin.get("default")
            entries.append((member.doc, member.kotlin.get("name", member.name), kotlin.property_type(member), default))
    for item in extra:
        entries.append((item.get("doc"), item["name"], item["type"], item.get("default")))
    lines = []
    for index, (doc, name, value_type, default) in enumerate(entries):
        lines += kdoc(doc, indent)
        separator = "," if index < len(entries) - 1 else ""
        lines.append(f"{indent}val {name}: {value_type}{f' = {default}' if default else ''}{separator}")
    return lines


def read_arguments(kotlin, fields, indent):
    parameters = [member for member in fields if not Kotlin.skipped(member)]
    lines = []
    for index, member in enumerate(parameters):
        separator = "," if index < len(parameters) - 1 else ""
        lines.append(f"{indent}{member.kotlin.get('name', member.name)} = {kotlin.read(member)}{separator}")
    return lines


def checks(fields, json="json"):
    """Reads of what the class does not keep: the schema version, members always null."""
    lines = []
    for member in fields:
        kind, argument = kind_of(member.type)
        if kind == "const" and member.name == "schemaVersion":
            lines.append(f"checkSchemaVersion({json})")
        elif kind == "const" and member.always_written:
            lines.append(f'{json}["{member.name}"]')
    return lines


def object_class(kotlin, item):
    settings = item.kotlin
    name = class_name(item)
    visibility = "internal " if settings.get("internal") else ""
    fields = item.fields
    if settings.get("read") == "document":
        return document_class(kotlin, item)
    constructor = "@JvmOverloads constructor" if settings.get("jvmOverloads") else ""
    lines = kdoc(settings.get("doc", item.description))
    head = f"{visibility}data class {name}{' ' + constructor if constructor else ''}("
    lines += [head] + constructor_lines(kotlin, fields, "    ", settings.get("extra", ())) + [") {"]
    if settings.get("read"):
        lines += ["    internal companion object {", f"        fun of(json: JsonObject): {name} {{"]
        lines += [f"            {line}" for line in checks(fields)]
        after = settings.get("after")
        lines += [f"            return {name}("] + read_arguments(kotlin, fields, "                ")
        lines += ["            )" + (f".{after}()" if after else ""), "        }", "    }"]
    if settings.get("write"):
        lines += ["    internal fun toJson(): JsonObject = jsonObject("]
        lines += write_members(kotlin, fields, "        ")
        lines += ["    )"]
    return lines + ["}"]


def write_members(kotlin, fields, indent, prefix=""):
    members = [member for member in fields if not Kotlin.skipped(member)]
    lines = []
    for index, member in enumerate(members):
        separator = "," if index < len(members) - 1 else ""
        name = member.kotlin.get("name", member.name)
        lines.append(f'{indent}"{member.name}" to {kotlin.write(member, prefix + name)}{separator}')
    return lines


def document_class(kotlin, item):
    """A document Kotlin keeps whole and sends back as it came, with typed views of its members."""
    settings = item.kotlin
    name = class_name(item)
    lines = kdoc(settings.get("doc", item.description))
    lines += [f"class {name} internal constructor(internal val document: JsonObject) {{"]
    for member in item.fields:
        if Kotlin.skipped(member):
            continue
        lines += kdoc(member.doc, "    ")
        lines.append(f"    val {member.kotlin.get('name', member.name)}: {kotlin.property_type(member)} = "
                     f"{kotlin.read(member, 'document')}")
    lines += ["", "    init {", "        document.markRead() // carried whole: sent back as it came", "    }"]
    encoded = settings.get("encoded")
    if encoded:
        lines += [""] + kdoc(f"The document as text.", "    ")
        lines += [f"    {'internal ' if encoded == 'internal' else ''}val encoded: String get() = JsonWriter.write(document)"]
    lines += ["", f"    override fun equals(other: Any?) = other is {name} && other.document == document",
              "    override fun hashCode() = document.hashCode()",
              f'    override fun toString() = "{name}($document)"']
    companion = []
    if settings.get("empty"):
        companion += kdoc("A document with nothing but its schema version.", "        ")
        companion += [f'        val EMPTY = {name}(jsonObject("schemaVersion" to JsonNumber("1")))']
    if settings.get("decode"):
        companion += [
            "        /**", f"         * The {name} of `text`.", "         *",
            "         * @throws LanguagePolicyException.InvalidJson when `text` is not a JSON object.", "         */",
            "        @JvmStatic", f"        fun decode(text: String): {name} {{",
            "            val value = try {", "                JsonReader.parse(text)",
            "            } catch (error: JsonReader.SyntaxError) {",
            '                throw LanguagePolicyException.InvalidJson(error.message ?: "not JSON", null)',
            "            }",
            f'            return {name}(value as? JsonObject ?: throw LanguagePolicyException.InvalidJson("not an object", null))',
            "        }"]
    if companion:
        public = settings.get("decode")
        lines += ["", f"    {'' if public else 'internal '}companion object {{"] + companion + ["    }"]
    return lines + ["}"]


def union_class(kotlin, item):
    settings = item.kotlin
    if settings.get("flat"):
        return flat_union(kotlin, item)
    name = class_name(item)
    lines = kdoc(settings.get("doc", item.description)) + [f"sealed class {name} {{"]
    for case in item.cases:
        case_name = case.kotlin.get("class")
        fields = [member for member in item.fields + case.fields if not Kotlin.skipped(member)]
        flattened = flatten(kotlin, fields)
        lines += kdoc(case.doc, "    ")
        if not flattened:
            lines += [f"    object {case_name} : {name}() {{", f'        override fun toString() = "{case_name}"', "    }"]
            continue
        lines += [f"    data class {case_name}("] + constructor_lines(kotlin, flattened, "        ")
        lines += [f"    ) : {name}()"]
    if settings.get("read"):
        lines += ["", "    internal companion object {", f"        fun of(json: JsonObject): {name} = "
                  f'when (val tag = json.string("{item.union}")) {{']
        for case in item.cases:
            case_name = case.kotlin.get("class")
            fields = [member for member in item.fields + case.fields if not Kotlin.skipped(member)]
            marks = checks(item.fields + case.fields)
            if not fields:
                body = case_name if not marks else f"{{ {'; '.join(marks)}; {case_name} }}"
                lines.append(f'            "{case.wire}" -> {body}')
                continue
            arguments = ", ".join(kotlin.read(member) for member in fields)
            lines.append(f'            "{case.wire}" -> {case_name}({arguments})')
        lines += [f'            else -> throw MalformedAnswer("a {item.union} of unknown value $tag in $json")', "        }",
                  "    }"]
    if settings.get("write"):
        lines += ["", "    internal fun toJson(): JsonObject = when (this) {"]
        for case in item.cases:
            case_name = case.kotlin.get("class")
            fields = [member for member in item.fields + case.fields if not Kotlin.skipped(member)]
            members = [f'"{item.union}" to json("{case.wire}")']
            for member in fields:
                if member.kotlin.get("flatten"):
                    inner = kotlin.declarations.types[kind_of(member.type)[1]]
                    parts = ", ".join(line.strip().rstrip(",") for line in write_members(kotlin, inner.fields, ""))
                    members.append(f'"{member.name}" to jsonObject({parts})')
                else:
                    members.append(f'"{member.name}" to {kotlin.write(member, member.kotlin.get("name", member.name))}')
            pattern = f"is {case_name}" if fields else case_name
            lines += [f"        {pattern} -> jsonObject("]
            lines += [f"            {member}{',' if index < len(members) - 1 else ''}" for index, member in enumerate(members)]
            lines += ["        )"]
        lines += ["    }"]
    return lines + ["}"]


def flatten(kotlin, fields):
    """The fields with each `flatten`ed one replaced by its type's fields."""
    result = []
    for member in fields:
        if member.kotlin.get("flatten"):
            result += kotlin.declarations.types[kind_of(member.type)[1]].fields
        else:
            result.append(member)
    return result


def flat_union(kotlin, item):
    """A union read as one class: its tag as an enum, every case's fields nullable."""
    settings = item.kotlin
    name = class_name(item)
    kind_enum = settings["flat"]
    lines = kdoc(f"What a [{name}] says it is (its `{item.union}`).")
    lines += [f"enum class {kind_enum}(internal val wireName: String) {{"]
    for index, case in enumerate(item.cases):
        lines += kdoc(case.doc, "    ")
        lines.append(f'    {constant(case.wire)}("{case.wire}"){"," if index < len(item.cases) - 1 else ""}')
    lines += ["}", ""]
    fields = []
    for member in item.all_fields():
        if not Kotlin.skipped(member) or kind_of(member.type) == ("const", None):
            fields.append(member)
    names = []
    for case in item.cases:
        for member in case.fields:
            if member.name not in names:
                names.append(member.name)
    lines += kdoc(settings.get("doc", item.description))
    lines += [f"data class {name}(", f"    val {item.union}: {kind_enum},"]
    for index, member_name in enumerate(names):
        typed = next(m for case in item.cases for m in case.fields
                     if m.name == member_name and kind_of(m.type) != ("const", None))
        separator = "," if index < len(names) - 1 else ""
        lines.append(f"    val {member_name}: {kotlin.value_type(typed.type, typed)}?{separator}")
    lines += [") {", "    internal companion object {", f"        fun of(json: JsonObject) = {name}("]
    lines.append(f'            wireValue(json.string("{item.union}"), {kind_enum}::wireName),')
    for index, member_name in enumerate(names):
        typed = next(m for case in item.cases for m in case.fields
                     if m.name == member_name and kind_of(m.type) != ("const", None))
        optional = type(typed)(**{**typed.__dict__, "null": True})
        separator = "," if index < len(names) - 1 else ""
        lines.append(f"            {kotlin.read(optional)}{separator}")
    return lines + ["        )", "    }", "}"]


def exceptions(declarations, text):
    """The generated regions of LanguagePolicyException.kt: a subclass per error kind of the
    document whose Kotlin form is the exception (`kotlin.read: exception`), and `of`, which
    makes the one an error answer names."""
    from bridgegen import regions
    item = next(item for item in declarations.types.values() if item.kotlin.get("read") == "exception")
    document = declarations.by_name[item.document]
    error = next(member for member in item.fields if member.name == "error")
    kind = next(member for member in kind_of(error.type)[1] if member.name == "kind")
    enum = declarations.enums[kind_of(kind.type)[1]]
    subclasses = []
    for case in enum.cases:
        subclasses += kdoc(case.get("doc"))
        subclasses.append(f"class {case['kotlin']}(message: String, path: String?) : LanguagePolicyException(message, path)")
        subclasses.append("")
    of = ["/** The exception of a bridge error object (`kind`, `message`, `path`). */",
          "fun of(error: JsonObject): LanguagePolicyException {",
          '    val message = error.string("message")', '    val path = error.optionalString("path")',
          '    return when (val kind = error.string("kind")) {']
    of += [f'        "{case["wire"]}" -> {case["kotlin"]}(message, path)' for case in enum.cases]
    of += ['        else -> throw MalformedAnswer("an error of unknown kind $kind: $error")', "    }", "}"]
    comment = lambda words: f"// {words}"
    text = regions.replace(text, EXCEPTIONS, "kinds", subclasses[:-1], document.stamp, comment)
    return regions.replace(text, EXCEPTIONS, "of", of, document.stamp, comment)


def generate(declarations, document):
    kotlin = Kotlin(declarations)
    stamp = document.stamp.split(" (sha256 ")
    lines = [f"// {stamp[0]}", f"// (sha256 {stamp[1]}.", "package dev.languagepolicy", "", "import java.util.Locale",
             ""]
    for enum in kotlin_enums(declarations, document):
        lines += enum_lines(enum) + [""]
    for item in kotlin_types(document):
        lines += (union_class(kotlin, item) if item.union else object_class(kotlin, item)) + [""]
    text = "\n".join(lines).rstrip() + "\n"
    if "Locale" not in text.split("import java.util.Locale", 1)[1]:
        text = text.replace("import java.util.Locale\n\n", "")
    return text
