/// Writes what Xcode 26 generates from a String Catalog (`GeneratedStringSymbols_<Table>.swift`):
/// for each manually managed key an internal `LocalizedStringResource` member, a `static var`
/// when the value has no placeholder, else a `static func` with one argument per placeholder
/// (`%lld` → `_ arg1: Int`, `%@` → `String`, `%f` → `Double`; `%(name)lld` and `%#@name@`
/// substitutions → the label `name`). The `Localizable` table's members sit on
/// `LocalizedStringResource` itself, another table's in a nested enum named after it.
///
/// Linux has no string tables, so each resource carries the source language's value as its
/// default value, its placeholders filled in and its plural chosen (English rules: `one` for
/// 1, `zero` for 0 when the catalog has it, else `other`): what an iPhone in that language shows.
struct StringSymbolSource {
    var table: String
    var strings: [CatalogString]
    var handWritten: Set<String>

    /// One argument of a generated function.
    struct Argument {
        var number: Int
        var label: String?
        var type: String
        /// The variable name inside the function.
        var variable: String { label.map(SymbolName.escaped) ?? "arg\(number)" }
        var parameter: String { label.map { "\(SymbolName.escaped($0)): \(type)" } ?? "_ arg\(number): \(type)" }
    }

    func source() -> String {
        var members = ""
        var used = Set<String>()
        for string in strings {
            // Keys that differ only in argument types (`%lld sec`, `%.1f sec`) become overloads.
            guard let identifier = SymbolName.stringKey(string.key), !handWritten.contains(SymbolName.bare(identifier)),
                  used.insert(identifier + signature(of: string)).inserted else { continue }
            members += member(string, identifier: identifier, indent: table == "Localizable" ? "    " : "        ")
        }
        var out = "nonisolated extension LocalizedStringResource {\n\n"
        if table == "Localizable" {
            out += members
        } else {
            out += "    /// The strings of the \(quoted(table + ".xcstrings")) String Catalog.\n"
            out += "    enum \(SymbolName.typeName(table) ?? "Table") {\n\n" + members + "    }\n"
        }
        return out + "}\n\n"
    }

    /// The argument labels and types that tell overloads of one name apart (empty for a property).
    func signature(of string: CatalogString) -> String {
        let arguments = arguments(of: string)
        return arguments.isEmpty ? "" : "(" + arguments.map { "\($0.label ?? "_"):\($0.type)" }.joined(separator: ",") + ")"
    }

    /// The arguments of `string`, by argument number.
    func arguments(of string: CatalogString) -> [Argument] {
        let template = string.value.template
        var specifiers = FormatSpecifier.specifiers(in: template)
        if specifiers.isEmpty { specifiers = FormatSpecifier.specifiers(in: string.key) }
        var byNumber: [Int: Argument] = [:]
        for (index, specifier) in specifiers.enumerated() {
            if let name = specifier.substitution, let substitution = string.substitutions[name] {
                let number = substitution.argumentNumber ?? specifier.position ?? index + 1
                let type = FormatSpecifier.specifiers(in: "%" + substitution.formatSpecifier).first?.swiftType ?? "Int"
                byNumber[number] = byNumber[number] ?? Argument(number: number, label: name, type: type)
            } else {
                let number = specifier.position ?? index + 1
                byNumber[number] = byNumber[number] ?? Argument(number: number, label: specifier.label, type: specifier.swiftType)
            }
        }
        return byNumber.keys.sorted().compactMap { byNumber[$0] }
    }

    private func member(_ string: CatalogString, identifier: String, indent: String) -> String {
        var text = ""
        if let comment = string.comment, !comment.isEmpty {
            for line in comment.split(separator: "\n") { text += "\(indent)/// \(line)\n" }
            text += "\(indent)///\n"
        }
        text += "\(indent)/// The key \(quoted(string.key)) of the \(quoted(table + ".xcstrings")) String Catalog.\n"
        let arguments = arguments(of: string)
        let value = valueExpression(string, arguments: arguments)
        let call = "backplateLocalizedResource(\(literal(string.key)), \(value), \(literal(table)))"
        if arguments.isEmpty {
            text += "\(indent)static var \(identifier): LocalizedStringResource { \(call) }\n\n"
        } else {
            let parameters = arguments.map(\.parameter).joined(separator: ", ")
            text += "\(indent)static func \(identifier)(\(parameters)) -> LocalizedStringResource {\n"
            text += "\(indent)    \(call)\n\(indent)}\n\n"
        }
        return text
    }

    /// A Swift expression for the shown string.
    private func valueExpression(_ string: CatalogString, arguments: [Argument]) -> String {
        let lookup = Dictionary(arguments.map { ($0.number, $0) }, uniquingKeysWith: { a, _ in a })
        func render(_ template: String, argument: Argument? = nil, specifier: String? = nil) -> String {
            var body = ""
            let source = specifier.map { template.replacingOccurrences(of: "%arg", with: "%" + $0) } ?? template
            var ordinal = 0
            for segment in FormatSpecifier.segments(of: source) {
                switch segment {
                case .text(let text):
                    body += String(literal(text).dropFirst().dropLast())
                case .specifier(let spec):
                    ordinal += 1
                    if let name = spec.substitution, let substitution = string.substitutions[name],
                       let argument = arguments.first(where: { $0.label == name }) {
                        body += "\\(" + plural(substitution.value, argument: argument) { render($0, argument: argument, specifier: substitution.formatSpecifier) } + ")"
                    } else if let arg = argument ?? lookup[spec.position ?? ordinal] ?? (spec.position == nil ? arguments.first : nil) {
                        body += "\\(" + formatted(arg, spec) + ")"
                    }
                }
            }
            return "\"" + body + "\""
        }
        guard string.value.plain == nil else { return render(string.value.plain ?? "") }
        let counted = arguments.first { $0.type != "String" } ?? arguments.first
        guard let counted else { return render(string.value.template) }
        return plural(string.value, argument: counted) { render($0) }
    }

    /// `arg` formatted as `spec` asks (`\(arg1)` for plain integers and strings).
    private func formatted(_ argument: Argument, _ spec: FormatSpecifier) -> String {
        if argument.type == "String" || ["%d", "%i", "%ld", "%lld", "%u", "%lu", "%llu"].contains(spec.format) {
            return argument.variable
        }
        return "String(format: \(literal(spec.format)), \(argument.variable))"
    }

    /// A choice among `value`'s plural forms by `argument`.
    private func plural(_ value: CatalogValue, argument: Argument, render: (String) -> String) -> String {
        guard value.plain == nil else { return render(value.plain ?? "") }
        let other = render(value.plural["other"] ?? value.template)
        let zero = value.plural["zero"].map(render) ?? "nil"
        let one = value.plural["one"].map(render) ?? other
        let count = argument.type == "String" ? "0" : "Double(\(argument.variable))"
        return "backplatePlural(\(count), zero: \(zero), one: \(one), other: \(other))"
    }
}
