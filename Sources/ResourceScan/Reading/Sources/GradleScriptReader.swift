/// One pass over a Gradle file's tokens for ``GradleScript``: the enclosing blocks of each
/// statement (`android { bundle { language { … } } }`, `subprojects { … }`), and each
/// statement the scan reads.
struct GradleScriptReader {
    let values: GradleValues
    private(set) var scopes: [GradleScript.ScopeKind: GradleScript.Scope] = [:]
    private(set) var dependencies: [String] = []
    private(set) var registrations: [(id: String, implementationClass: String)] = []
    private(set) var classNames: [String] = []

    /// The names of the enclosing blocks, outermost first, and how many of each are open.
    private var blocks: [String] = []
    private var openBlocks: [String: Int] = [:]
    /// The end of the last statement read as a whole (a filter's value, an `apply`): the words
    /// before it are part of that statement, not statements of their own, so that each token
    /// is read once and a file of statements nested in one another reads in linear time.
    private var readUntil = 0
    /// The words of the current statement outside brackets (the last names a block).
    private var statementWords: [String] = []
    private var parentheses = 0
    private var pendingID: String?

    init(values: GradleValues) { self.values = values }

    /// Product flavors and build types the file declares (`productFlavors { free { } }`,
    /// `buildTypes { create("staging") { } }`).
    private(set) var flavors: [String] = []
    private(set) var buildTypes: [String] = []
    /// Modules a settings file includes (`:app`), and whether an include is computed.
    private(set) var includes: [String] = []
    private(set) var includesAreComputed = false
    /// Whether a flavor or build type is declared by a name only Gradle computes.
    private(set) var namesAreComputed = false

    /// A flavor or build type named by a block (`free {`) or a call (`create("free")`).
    private mutating func declare(_ name: String, in container: String) {
        let calls: Set<String> = [
            "getByName", "named", "create", "maybeCreate", "register", "getting", "all",
            "configureEach", "forEach", "each", "apply", "with", "run", "also", "let",
        ]
        guard !name.isEmpty, !calls.contains(name) else {
            if name != "getByName", name != "named", name != "all", name != "configureEach" { namesAreComputed = true }
            return
        }
        if container == "productFlavors" {
            if !flavors.contains(name) { flavors.append(name) }
        } else if !buildTypes.contains(name) {
            buildTypes.append(name)
        }
    }

    private var tokens: [GradleTokens.Located] { values.tokens }

    /// The name of the block opened at `index`: the last word of the statement, or the string
    /// a container call names (`getByName("main") {`, `create("free") {`).
    private func blockName(before index: Int) -> String {
        let containerCalls: Set<String> = ["getByName", "named", "create", "maybeCreate", "register", "getting"]
        if index >= 4, token(index - 1) == .symbol(")"), token(index - 3) == .symbol("("),
            let call = word(at: index - 4), containerCalls.contains(call), let name = string(at: index - 2)
        {
            return name
        }
        return statementWords.last ?? ""
    }
    private func token(_ index: Int) -> GradleTokens.Token? { values.token(index) }

    private var scopeKind: GradleScript.ScopeKind {
        if isInside("allprojects") { return .allprojects }
        return isInside("subprojects") ? .subprojects : .own
    }

    /// Whether a block of this name encloses the statement.
    private func isInside(_ block: String) -> Bool { openBlocks[block, default: 0] > 0 }

    mutating func read() {
        var index = 0
        while index < tokens.count {
            switch tokens[index].token {
            case .symbol("{"):
                let name = blockName(before: index)
                if let parent = blocks.last, parent == "productFlavors" || parent == "buildTypes" {
                    declare(name, in: parent)
                }
                blocks.append(name)
                openBlocks[name, default: 0] += 1
                statementWords = []
            case .symbol("}"):
                if let name = blocks.popLast() { openBlocks[name, default: 0] -= 1 }
                statementWords = []
            case .symbol("("), .symbol("["): parentheses += 1
            case .symbol(")"), .symbol("]"): parentheses = max(0, parentheses - 1)
            case .symbol(";"): statementWords = []
            case .newline where parentheses == 0: statementWords = []
            case .word(let word):
                if parentheses == 0 { statementWords.append(word) }
                if index >= readUntil { read(word, at: index) }
            default: break
            }
            index += 1
        }
    }

    private mutating func read(_ name: String, at index: Int) {
        let line = tokens[index].line
        let afterDot = index > 0 && tokens[index - 1].token == .symbol(".")
        switch name {
        case "localeFilters", "resourceConfigurations", "resConfigs", "resConfig":
            let end = values.statementEnd(from: index + 1)
            readUntil = end
            let setting = name == "localeFilters" ? "localeFilters" : "resourceConfigurations"
            scopes[scopeKind, default: .init()].settings.addFilters(
                setting, values.read(after: index), text: text(index..<end), line: line)
        case "generateLocaleConfig":
            if let value = boolean(after: index) {
                scopes[scopeKind, default: .init()].settings.generateLocaleConfig = value
            }
        case "enableSplit", "isEnableSplit":
            let inLanguage = isInside("language") || (afterDot && word(at: index - 2) == "language")
            if inLanguage, let value = boolean(after: index) {
                scopes[scopeKind, default: .init()].settings.languageSplit = value
            }
        case "minSdk", "minSdkVersion": readMinSdk(at: index)
        case "release" where isInside("minSdk") && token(index + 1) == .symbol("("):
            // AGP 8.10's `minSdk { version = release(29) }`.
            if let number = word(at: index + 2).flatMap({ Int($0) }) {
                scopes[scopeKind, default: .init()].settings.minSdk = number
            }
        case "res" where token(index + 1) == .symbol("."): readResourceDirectories(at: index, member: index + 2)
        case "srcDirs", "srcDir", "setSrcDirs",
            "directories" where !afterDot && blocks.last == "res":
            readResourceDirectories(at: index, member: index)
        case "include" where !afterDot && !isInside("dependencies"): readInclude(at: index)
        case "create", "register",
            "maybeCreate" where isInside("productFlavors") || isInside("buildTypes"):
            // `create("free")` anywhere inside the block (a loop's `create(it.name)` is computed).
            guard token(index + 1) == .symbol("(") else { break }
            if let name = string(at: index + 2) {
                declare(name, in: isInside("productFlavors") ? "productFlavors" : "buildTypes")
            } else {
                namesAreComputed = true
            }
        case "apply": readApply(at: index, afterDot: afterDot)
        case "from" where blocks.last == "apply":
            if let string = argument(after: index).flatMap(string(at:)) {
                addApplied(string, fromRoot: false, line: line)
            }
        case "id": readID(at: index)
        case "implementationClass":
            if let id = pendingID, let name = argument(after: index).flatMap(string(at:)) {
                registrations.append((id, name))
                pendingID = nil
            }
        case "alias":
            if token(index + 1) == .symbol("("), let accessor = accessor(from: index + 2), !appliesFalse(from: index) {
                scopes[scopeKind, default: .init()].pluginIDs.append(accessor)
            }
        case "project" where isInside("dependencies") && token(index + 1) == .symbol("("):
            var next = index + 2
            if word(at: next) == "path" { next += 2 }
            if let path = string(at: next), shipsWith(statementWords.first) { dependencies.append(path) }
        case "projects" where isInside("dependencies") && !afterDot:
            if let accessor = accessor(from: index), shipsWith(statementWords.first) { dependencies.append(accessor) }
        case "class":
            if case .word(let name)? = token(index + 1) { classNames.append(name) }
        default: break
        }
    }

    /// `minSdk = 24`, `minSdkVersion 21`, `minSdk(24)`; a value the text does not give
    /// (`minSdk = libs.versions.minSdk.get().toInt()`) is unresolved, never taken as a number.
    /// `minSdk { version = release(29) }` is read at `release`.
    private mutating func readMinSdk(at index: Int) {
        guard let next = argument(after: index), token(next) != .symbol("{"), token(next) != .symbol(".") else {
            return
        }
        if let number = word(at: next).flatMap({ Int($0) }) {
            scopes[scopeKind, default: .init()].settings.minSdk = number
            return
        }
        let end = values.statementEnd(from: next)
        guard end > next else { return }
        readUntil = end
        scopes[scopeKind, default: .init()].settings.unresolved.append(
            .init(setting: "minSdk", text: text(index..<end), line: tokens[index].line))
    }

    /// A source set's resource directories: `res.srcDirs = […]`, `res.srcDirs += …`,
    /// `res.srcDir("…")`, `res.setSrcDirs(…)`, `res.directories.add("…")`, for the source set
    /// the statement names (`sourceSets["main"].res…`, `sourceSets.main.res…`,
    /// `getByName("main").res…`) or the block it is in (`sourceSets { main { res… } }`).
    private mutating func readResourceDirectories(at index: Int, member memberIndex: Int) {
        guard case .word(let member)? = token(memberIndex) else { return }
        var position = memberIndex
        if member == "directories" {
            guard token(position + 1) == .symbol(".") || token(position + 1) == .symbol("+") else { return }
            if token(position + 1) == .symbol("."), let call = word(at: position + 2) {
                guard ["add", "addAll"].contains(call) else { return }
                position += 2
            }
        } else {
            guard ["srcDirs", "srcDir", "setSrcDirs"].contains(member) else { return }
        }
        guard let sourceSet = memberIndex == index ? enclosingSourceSet(of: "res") : sourceSetName(before: index)
        else { return }
        let end = values.statementEnd(from: position + 1)
        readUntil = end
        let replaces =
            member == "setSrcDirs"
            || (member == "srcDirs" && token(position + 1) == .symbol("=") && token(position + 2) != .symbol("="))
        let value = values.read(after: position)
        scopes[scopeKind, default: .init()].resourceDirectories.append(
            .init(
                sourceSet: sourceSet, paths: value.strings, replaces: replaces,
                unresolved: value.unresolved.isEmpty ? nil : text(index..<end), line: tokens[index].line))
    }

    /// The source set a `res` statement is for: named before it in the statement, or the
    /// enclosing block inside `sourceSets`.
    private func sourceSetName(before index: Int) -> String? {
        if index >= 2, token(index - 1) == .symbol(".") {
            switch token(index - 2) {
            case .word(let name)? where name != "sourceSets": return name
            case .symbol("]")?, .symbol(")")?: return string(at: index - 3)
            default: return nil
            }
        }
        guard let last = blocks.last, isInside("sourceSets"), last != "sourceSets" else { return nil }
        return last
    }

    /// The source set of a `res { srcDirs(…) }` block: the block around it.
    private func enclosingSourceSet(of block: String) -> String? {
        guard isInside("sourceSets"), blocks.count >= 2, blocks[blocks.count - 1] == block else { return nil }
        let name = blocks[blocks.count - 2]
        return name == "sourceSets" ? nil : name
    }

    /// `include(":app", ":core")`, `include ':app', ':core'` in a settings file; a computed
    /// include makes the list unknown.
    private mutating func readInclude(at index: Int) {
        let end = values.statementEnd(from: index + 1)
        readUntil = end
        let value = values.read(after: index)
        includes.append(contentsOf: value.strings.filter { $0.hasPrefix(":") })
        if !value.unresolved.isEmpty || value.strings.contains(where: { !$0.hasPrefix(":") }) {
            includesAreComputed = true
        }
    }

    /// `apply plugin: 'x'`, `apply(plugin = "x")`, `apply from: 'x'`, `apply(from = …)`, and
    /// `pluginManager.apply("x")`, `plugins.apply("x")`.
    private mutating func readApply(at index: Int, afterDot: Bool) {
        let line = tokens[index].line
        if afterDot {
            if token(index + 1) == .symbol("("), let id = string(at: index + 2) {
                scopes[scopeKind, default: .init()].pluginIDs.append(id)
            }
            return
        }
        var next = index + 1
        if token(next) == .symbol("(") { next += 1 }
        guard let key = word(at: next), token(next + 1) == .symbol(":") || token(next + 1) == .symbol("=") else {
            return
        }
        let end = values.statementEnd(from: next + 2)
        readUntil = end
        var fromRoot = false
        for position in (next + 2)..<end {
            if case .string(let literal, _)? = token(position) {
                if key == "plugin" {
                    scopes[scopeKind, default: .init()].pluginIDs.append(literal)
                } else if key == "from" {
                    addApplied(literal, fromRoot: fromRoot, line: line)
                }
                return
            }
            if word(at: position) == "rootProject" || word(at: position) == "rootDir" { fromRoot = true }
        }
        if key == "from" {
            scopes[scopeKind, default: .init()].appliedFiles.append(
                .init(path: nil, fromRoot: false, text: text((next + 2)..<end), line: line))
        }
    }

    /// `id("x")` / `id 'x'` in a `plugins` block; `id = "x"` (or `id = libs.plugins.x.get()…`)
    /// in a convention plugin's registration.
    private mutating func readID(at index: Int) {
        if token(index + 1) == .symbol("=") {
            pendingID = string(at: index + 2) ?? accessor(from: index + 2)
        } else if isInside("plugins"), !isInside("gradlePlugin"),
            let id = argument(after: index).flatMap(string(at:)), !appliesFalse(from: index)
        {
            scopes[scopeKind, default: .init()].pluginIDs.append(id)
        }
    }

    private mutating func addApplied(_ literal: String, fromRoot: Bool, line: Int) {
        var path = literal
        var root = fromRoot
        for prefix in ["${rootDir}/", "$rootDir/", "${rootProject.projectDir}/", "$rootProject.projectDir/"]
        where path.hasPrefix(prefix) {
            path = String(path.dropFirst(prefix.count))
            root = true
        }
        for prefix in ["${projectDir}/", "$projectDir/"] where path.hasPrefix(prefix) {
            path = String(path.dropFirst(prefix.count))
        }
        let resolved = path.contains("$") ? nil : path
        scopes[scopeKind, default: .init()].appliedFiles.append(
            .init(path: resolved, fromRoot: root, text: literal, line: line))
    }

    /// Whether a dependency of this configuration ships in the release build (not a test,
    /// debug, compile-only, annotation-processor or lint one).
    private func shipsWith(_ configuration: String?) -> Bool {
        guard let name = configuration?.lowercased() else { return false }
        let excluded = ["test", "androidtest", "debug", "kapt", "ksp", "lint", "annotationprocessor"]
        guard !excluded.contains(where: { name.hasPrefix($0) }), !name.contains("compileonly") else { return false }
        return name.hasSuffix("implementation") || name.hasSuffix("api") || name.hasSuffix("runtimeonly")
    }

    // MARK: Tokens

    /// Whether the statement from `index` ends in `apply false` (a root build file's
    /// `plugins { id("…") version "…" apply false }` declares, and does not apply).
    private mutating func appliesFalse(from index: Int) -> Bool {
        let end = values.statementEnd(from: index + 1)
        readUntil = end
        return (index..<end).contains { word(at: $0) == "apply" && word(at: $0 + 1) == "false" }
    }

    private func word(at index: Int) -> String? {
        if case .word(let word)? = token(index) { return word }
        return nil
    }

    private func string(at index: Int) -> String? {
        if case .string(let text, false)? = token(index) { return text }
        return nil
    }

    /// The token after `name` and an optional `=` or `(`.
    private func argument(after index: Int) -> Int? {
        var next = index + 1
        if token(next) == .symbol("=") || token(next) == .symbol("(") || token(next) == .symbol(":") { next += 1 }
        return next < tokens.count ? next : nil
    }

    private func boolean(after index: Int) -> Bool? {
        switch argument(after: index).flatMap({ word(at: $0) }) {
        case "true": true
        case "false": false
        default: nil
        }
    }

    /// A dotted accessor from `index` (`libs.plugins.android.application`,
    /// `projects.core.ui`), up to a call such as `.get()`.
    private func accessor(from index: Int) -> String? {
        var parts: [String] = []
        var position = index
        while let part = word(at: position), !["get", "pluginId"].contains(part) {
            parts.append(part)
            guard token(position + 1) == .symbol(".") else { break }
            position += 2
        }
        return parts.count > 1 ? parts.joined(separator: ".") : nil
    }

    /// The statement's text, tokens joined as the scan reads them.
    private func text(_ range: Range<Int>) -> String {
        var text = ""
        for index in range {
            let piece: String
            switch tokens[index].token {
            case .word(let word): piece = word
            case .string(let string, _): piece = "\"\(string)\""
            case .symbol(let symbol): piece = symbol
            case .newline: piece = " "
            }
            let last = text.last ?? " "
            let joins = "+-*/=!<>".contains(last) && piece == "="
            let tight = [".", "(", ")", "[", "]", "<", ">"].contains(piece) || ".([<".contains(last) || joins
            text += text.isEmpty || tight || piece == "," ? piece : " " + piece
        }
        return text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
}
