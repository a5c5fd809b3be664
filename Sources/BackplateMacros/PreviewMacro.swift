import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview("Name", traits: ..., ...) { body }` expands to a uniquely named type that
/// conforms to `BackplateCore.PreviewRegistry`. The type records the file, line and
/// column of the macro and builds a `Preview` value; `PreviewCatalog` finds every such type
/// at run time through the conformance records the compiler emits, so no list of previews
/// has to be maintained by hand.
///
/// Variables marked `@Previewable` in the body become stored properties (with their other
/// attributes, such as `@State`) of a file-private view type generated inside the registration
/// type; the remaining statements become that view's `body`.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        var nameExpr: ExprSyntax?
        var traits: [ExprSyntax] = []
        var bodyClosure: ClosureExprSyntax? = node.trailingClosure
        var inTraits = false
        var widgetFamily: ExprSyntax?
        var timelineClosure: ClosureExprSyntax?
        var contentStatesClosure: ClosureExprSyntax?
        var attributesExpr: ExprSyntax?
        for closure in node.additionalTrailingClosures {
            if closure.label.text == "timeline" { timelineClosure = closure.closure }
            if closure.label.text == "contentStates" { contentStatesClosure = closure.closure }
        }
        for argument in node.arguments {
            let label = argument.label?.text
            switch label {
            case "as":
                widgetFamily = argument.expression.trimmed
            case "widget":
                bodyClosure = argument.expression.as(ClosureExprSyntax.self)
            case "timeline":
                timelineClosure = argument.expression.as(ClosureExprSyntax.self)
            case "timelineProvider":
                // The provider's placeholder is drawn (its timeline is async).
                break
            case "using":
                // A Live Activity's attributes, or a widget's configuration intent (which the
                // placeholder ignores).
                attributesExpr = argument.expression.trimmed
            case "contentStates":
                contentStatesClosure = argument.expression.as(ClosureExprSyntax.self)
            case "traits":
                inTraits = true
                traits.append(argument.expression.trimmed)
            case "body":
                bodyClosure = argument.expression.as(ClosureExprSyntax.self)
            case nil:
                if inTraits {
                    traits.append(argument.expression.trimmed)
                } else if nameExpr == nil {
                    nameExpr = argument.expression.trimmed
                }
            default:
                throw MacroUsageError("#Preview does not take an argument labelled '\(label ?? "")'")
            }
        }
        guard let closure = bodyClosure else {
            throw MacroUsageError("#Preview needs a body closure that returns the view to preview")
        }

        let typeName = context.makeUniqueName("Preview")
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file: ExprSyntax = location?.file ?? "\"\""
        let line: ExprSyntax = location?.line ?? "0"
        let column: ExprSyntax = location?.column ?? "0"
        let name: ExprSyntax = nameExpr ?? "nil"
        let traitList = traits.map(\.description).joined(separator: ", ")

        // A widget or Live Activity preview, drawn at its own size: `#Preview(as: .content,
        // using: attributes) { widget } contentStates: { states }` draws the activity's first
        // state; `#Preview(as: family) { widget } timeline: { entries }` the widget's first entry
        // (or its placeholder, for `timelineProvider:`) as on the home screen.
        if let kind = widgetFamily {
            let widget = closure.trimmed.description + "()"
            let content: String
            if let states = contentStatesClosure, let attributes = attributesExpr {
                content = "WidgetKit.ActivityPreview(\(widget), kind: \(kind), attributes: \(attributes), contentStates: \(states.trimmed.description))"
            } else {
                let entries = timelineClosure.map { "WidgetKit._previewEntries \($0.trimmed.description)" } ?? "[]"
                content = "WidgetKit.WidgetPreview(\(widget), family: \(kind), entries: \(entries))"
            }
            let decl: DeclSyntax = """
                struct \(typeName): BackplateCore.PreviewRegistry {
                    static var fileID: String { \(file) }
                    static var line: Int { \(line) }
                    static var column: Int { \(column) }
                    @MainActor static func makePreview() -> BackplateCore.Preview {
                        BackplateCore.Preview(\(name), _traitList: [.sizeThatFitsLayout]) {
                            \(raw: content)
                        }
                    }
                }
                """
            return [decl]
        }

        // Split @Previewable variables from the view statements.
        var stored: [String] = []
        var rest: [String] = []
        for item in closure.statements {
            if let variable = item.item.as(VariableDeclSyntax.self), variable.attributes.contains(where: isPreviewable) {
                let kept = variable.attributes.filter { !isPreviewable($0) }
                var copy = variable
                copy.attributes = kept
                stored.append(copy.trimmed.description)
            } else {
                rest.append(item.trimmed.description)
            }
        }

        let previewBody: String
        var contentDecl = ""
        if stored.isEmpty {
            previewBody = closure.trimmed.description
        } else {
            // File-private, so its state may have a type private to the file (Xcode's does).
            contentDecl = """

                fileprivate struct Content: BackplateCore.View {
                    \(stored.joined(separator: "\n        "))
                    var body: some BackplateCore.View {
                        \(rest.joined(separator: "\n            "))
                    }
                }
            """
            previewBody = "{ Content() }"
        }

        let decl: DeclSyntax = """
            struct \(typeName): BackplateCore.PreviewRegistry {
                static var fileID: String { \(file) }
                static var line: Int { \(line) }
                static var column: Int { \(column) }\(raw: contentDecl)
                @MainActor static func makePreview() -> BackplateCore.Preview {
                    BackplateCore.Preview(\(name), _traitList: [\(raw: traitList)]) \(raw: previewBody)
                }
            }
            """
        return [decl]
    }

    static func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
        guard case .attribute(let attribute) = element else { return false }
        let name = attribute.attributeName.trimmedDescription
        return name == "Previewable" || name.hasSuffix(".Previewable")
    }
}

/// `@Previewable` marks a variable inside a `#Preview` body as dynamic state of the preview;
/// `#Preview` does the work, so this attribute adds nothing by itself.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
