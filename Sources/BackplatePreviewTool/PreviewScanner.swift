import Foundation
import SwiftParser
import SwiftSyntax

/// A preview found in a source file by parsing it (never by searching text).
public struct ScannedPreview: Sendable, Hashable, Codable {
    /// How it is declared.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// `#Preview("Name") { ... }`.
        case macro
        /// A type conforming to `PreviewProvider`.
        case previewProvider
    }
    public var kind: Kind
    /// The file, as given (absolute path).
    public var path: String
    /// The first line of the declaration (1-based), where `#Preview` or the type starts.
    public var line: Int
    /// The last line of the declaration.
    public var endLine: Int
    /// The name given to `#Preview`, when it is a string literal.
    public var name: String?
    /// The provider's type name (`PreviewProvider` only).
    public var typeName: String?
    /// The traits written in the macro (`.sizeThatFitsLayout`...), as source text.
    public var traits: [String]
}

/// What the scanner learned about one file.
public struct ScannedFile: Sendable {
    public var path: String
    public var previews: [ScannedPreview]
    /// Byte ranges of the attributes blanked (keeping every line and column) in the copy that
    /// is compiled: `@main`, as the preview program has its own entry point, and Objective-C's
    /// (`@objc`, `@objcMembers`, `@IBAction`, `@IBOutlet`), which Swift on Linux rejects and a
    /// render, sending no Objective-C message, does not need.
    public var blankedAttributeRanges: [Range<Int>]
    /// Byte ranges of the module names in `import SwiftUI` / `import UIKit` declarations and in
    /// names qualified by them (`SwiftUI.Animation`), with the Backplate module standing in.
    public var importReplacements: [(range: Range<Int>, module: String)]
    /// The line range of each `#Preview` (to drop one preview whose body does not compile).
    public var previewByteRanges: [Range<Int>]
    /// Byte ranges of `os(...)` and `targetEnvironment(...)` tests in `#if` conditions, with the
    /// value an iOS simulator build gives them (`os(iOS)` true, `os(Linux)` false).
    public var conditionReplacements: [(range: Range<Int>, value: Bool)] = []
    /// `#selector(...)` expressions with the `Selector("...")` value that stands in for each.
    public var selectorReplacements: [(range: Range<Int>, text: String)] = []
}

/// Finds `#Preview` macros and `PreviewProvider` types with SwiftParser.
public enum PreviewScanner {
    /// Parses `source` (the text of the file at `path`).
    public static func scan(source: String, path: String) -> ScannedFile {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let visitor = Visitor(converter: converter, path: path)
        visitor.walk(tree)
        var file = ScannedFile(path: path, previews: visitor.previews, blankedAttributeRanges: visitor.blankedAttributes,
                               importReplacements: visitor.imports, previewByteRanges: visitor.previewRanges)
        file.conditionReplacements = visitor.conditions
        file.selectorReplacements = visitor.selectors
        return file
    }

    /// Reads and parses the file at `path`.
    public static func scan(fileAt path: String) throws -> ScannedFile {
        let source = try String(contentsOfFile: path, encoding: .utf8)
        return scan(source: source, path: path)
    }

    /// The Backplate module that stands in for an Apple UI module in a preview build, with the
    /// modules the `UIKit` module re-exports (its headers' imports: `UNUserNotificationCenter`,
    /// `CGColor`, `CALayer` are visible wherever UIKit or SwiftUI is) and, for SwiftUI, Core Data.
    static let moduleStandIns = ["SwiftUI": "Backplate; import CoreData" + uiKitImports, "UIKit": "BackplateUIKit" + uiKitImports]
    /// The module a name qualified by an Apple UI module (`SwiftUI.Font.Weight`) is looked up in.
    static let qualifierStandIns = ["SwiftUI": "Backplate", "UIKit": "BackplateUIKit"]
    static let uiKitImports = "; import UserNotifications; import CoreGraphics; import QuartzCore; import CoreText; import ImageIO"

    /// The platform tests of `#if` conditions whose value differs on Linux from an iOS
    /// simulator's, and that value: previews are built as an iPhone app is.
    static let iOSConditions: [String: [String: Bool]] = [
        "os": ["iOS": true, "Linux": false],
        "targetEnvironment": ["simulator": true],
    ]

    private final class Visitor: SyntaxVisitor {
        let converter: SourceLocationConverter
        let path: String
        var previews: [ScannedPreview] = []
        var blankedAttributes: [Range<Int>] = []
        var imports: [(range: Range<Int>, module: String)] = []
        var previewRanges: [Range<Int>] = []
        var conditions: [(range: Range<Int>, value: Bool)] = []
        var selectors: [(range: Range<Int>, text: String)] = []
        static let blankedAttributeNames: Set<String> = ["main", "objc", "objcMembers", "IBAction", "IBOutlet"]

        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            if let condition = node.condition { noteConditions(Syntax(condition)) }
            return .visitChildren
        }

        private func noteConditions(_ node: Syntax) {
            if let call = node.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self),
               let values = PreviewScanner.iOSConditions[name.baseName.text], call.arguments.count == 1,
               let argument = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self),
               let value = values[argument.baseName.text] {
                conditions.append((call.positionAfterSkippingLeadingTrivia.utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset, value))
                return
            }
            for child in node.children(viewMode: .sourceAccurate) { noteConditions(child) }
        }

        init(converter: SourceLocationConverter, path: String) {
            self.converter = converter
            self.path = path
            super.init(viewMode: .sourceAccurate)
        }

        func lines(_ node: some SyntaxProtocol) -> (Int, Int) {
            let start = node.startLocation(converter: converter, afterLeadingTrivia: true).line
            let end = node.endLocation(converter: converter, afterTrailingTrivia: false).line
            return (start, end)
        }

        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
            record(name: node.macroName.text, arguments: node.arguments, node: node)
            return .visitChildren
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            if node.macroName.text == "selector", let argument = node.arguments.last {
                // The method's name as written (`tick`, `Self.save(_:)`); nothing sends it.
                let name = argument.expression.trimmedDescription.replacingOccurrences(of: "\"", with: "")
                selectors.append((node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset,
                                  "Selector(\"\(name)\")"))
                return .skipChildren
            }
            record(name: node.macroName.text, arguments: node.arguments, node: node)
            return .visitChildren
        }

        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            if Self.blankedAttributeNames.contains(node.attributeName.trimmedDescription) {
                blankedAttributes.append(node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
                return .skipChildren
            }
            return .visitChildren
        }

        private func record(name macro: String, arguments: LabeledExprListSyntax, node: some SyntaxProtocol) {
            guard macro == "Preview" else { return }
            var name: String?
            var traits: [String] = []
            var inTraits = false
            for (i, argument) in arguments.enumerated() {
                if argument.label?.text == "traits" { inTraits = true }
                if inTraits {
                    traits.append(argument.expression.trimmedDescription)
                } else if i == 0, argument.label == nil, let literal = argument.expression.as(StringLiteralExprSyntax.self) {
                    name = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
                }
            }
            let (start, end) = lines(node)
            previews.append(ScannedPreview(kind: .macro, path: path, line: start, endLine: end, name: name, typeName: nil, traits: traits))
            previewRanges.append(node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
        }

        private func conformsToPreviewProvider(_ clause: InheritanceClauseSyntax?) -> Bool {
            guard let clause else { return false }
            return clause.inheritedTypes.contains { inherited in
                let text = inherited.type.trimmedDescription
                return text == "PreviewProvider" || text.hasSuffix(".PreviewProvider")
            }
        }

        private func provider(_ name: String, clause: InheritanceClauseSyntax?, node: some SyntaxProtocol) {
            guard conformsToPreviewProvider(clause) else { return }
            let (start, end) = lines(node)
            previews.append(ScannedPreview(kind: .previewProvider, path: path, line: start, endLine: end, name: nil, typeName: name, traits: []))
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            provider(node.name.text, clause: node.inheritanceClause, node: node)
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            provider(node.name.text, clause: node.inheritanceClause, node: node)
            return .visitChildren
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            provider(node.name.text, clause: node.inheritanceClause, node: node)
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            provider(node.extendedType.trimmedDescription, clause: node.inheritanceClause, node: node)
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if let access = node.parent?.as(MemberAccessExprSyntax.self), access.base?.id == node.id { noteQualifier(node.baseName) }
            return .skipChildren
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            if node.genericArgumentClause == nil, let member = node.parent?.as(MemberTypeSyntax.self), member.baseType.id == node.id {
                noteQualifier(node.name)
            }
            return .visitChildren
        }

        private func noteQualifier(_ token: TokenSyntax) {
            guard let standIn = PreviewScanner.qualifierStandIns[token.text] else { return }
            imports.append((token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset, standIn))
        }

        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.path.count == 1, let first = node.path.first, let standIn = PreviewScanner.moduleStandIns[first.name.text] {
                let token = first.name
                imports.append((token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset, standIn))
            }
            return .skipChildren
        }

    }
}

extension ScannedFile {
    /// The text to compile: `@main` and Objective-C attributes blanked, `#selector(x)` written
    /// `Selector("x")`, Apple UI imports replaced by their
    /// Backplate stand-ins, `#if os(iOS)` tests answered as on an iPhone simulator, and the
    /// `#Preview`s at `droppedPreviews` (indices into `previewByteRanges`) blanked; every other
    /// byte, line and column is kept, so compiler messages point at the user's own lines. `nil`
    /// when the file needs no change.
    func preparedSource(_ source: String, droppedPreviews: Set<Int> = []) -> String? {
        var edits: [(Range<Int>, [UInt8])] = []
        for r in blankedAttributeRanges { edits.append((r, Array(repeating: UInt8(ascii: " "), count: r.count))) }
        for (r, text) in selectorReplacements { edits.append((r, Array(text.utf8))) }
        for (r, module) in importReplacements { edits.append((r, Array(module.utf8))) }
        for (r, value) in conditionReplacements {
            // `true`/`false` padded to the test's length, so columns stay where they were.
            let word = Array((value ? "true" : "false").utf8)
            edits.append((r, word + Array(repeating: UInt8(ascii: " "), count: max(0, r.count - word.count))))
        }
        for i in droppedPreviews.sorted() where i < previewByteRanges.count {
            edits.append((previewByteRanges[i], []))
        }
        guard !edits.isEmpty else { return nil }
        var bytes = Array(source.utf8)
        for (range, replacement) in edits.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            guard range.lowerBound >= 0, range.upperBound <= bytes.count else { continue }
            var new = replacement
            if replacement.isEmpty {
                // Blank a dropped preview but keep its newlines, so later lines do not move.
                new = bytes[range].map { $0 == UInt8(ascii: "\n") ? $0 : UInt8(ascii: " ") }
            }
            bytes.replaceSubrange(range, with: new)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
