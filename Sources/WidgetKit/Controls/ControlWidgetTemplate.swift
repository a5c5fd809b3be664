import BackplateCore
import Foundation

/// What a control draws: a button or a toggle (`ControlWidgetButton`, `ControlWidgetToggle`)
/// whose label gives its symbol and title, with a tint for its on state.
@MainActor @preconcurrency
public protocol ControlWidgetTemplate {
    /// The template this one is made of (`Never` for the built-in ones).
    associatedtype Body: ControlWidgetTemplate
    /// The template this one is made of.
    @ControlWidgetTemplateBuilder var body: Body { get }
}

/// Builds a control's template (one template).
@resultBuilder
public struct ControlWidgetTemplateBuilder {
    /// A template named in the builder, as it is.
    public static func buildExpression<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
    /// The template.
    public static func buildBlock<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
}

/// A template of no control: drawn as nothing, with a runtime warning.
nonisolated public struct EmptyControlWidgetTemplate: ControlWidgetTemplate {
    /// No body.
    public typealias Body = Never
    /// An empty template.
    public init() {}
    /// Built-in templates are not made of others: reading `body` stops the program.
    public var body: Never { fatalError("EmptyControlWidgetTemplate has no body") }
}

/// A control's tile as Control Center draws it: the symbol view, whether it is a toggle and
/// is on, and the tint of its on state.
package struct ControlTile {
    package var symbol: AnyView
    package var title: AnyView?
    package var isToggle: Bool
    package var isOn: Bool
    package var tint: Color?
}

/// A template that knows its tile.
protocol DrawableControlTemplate {
    var tile: ControlTile { get }
}

/// The tile of any template (its own, or its body's); nil for an empty template.
func controlTile<T: ControlWidgetTemplate>(_ template: T) -> ControlTile? {
    if let drawable = template as? any DrawableControlTemplate { return drawable.tile }
    if T.Body.self == Never.self { return nil }
    return controlTile(ViewIsolation.evaluate(passing: template) { $0.body })
}

/// A template with its tint set (`ControlWidgetTemplate.tint(_:)`).
nonisolated struct TintedControlWidgetTemplate: ControlWidgetTemplate, DrawableControlTemplate {
    let base: ControlTile?
    let color: Color?
    /// No body.
    typealias Body = Never
    /// Built-in templates are not made of others: reading `body` stops the program.
    var body: Never { fatalError("TintedControlWidgetTemplate has no body") }
    var tile: ControlTile {
        var tile = base ?? ControlTile(symbol: AnyView(EmptyView()), isToggle: false, isOn: false)
        tile.tint = color
        return tile
    }
}

extension ControlWidgetTemplate {
    /// The colour of the control's on state: a toggle that is on fills its circle with it
    /// (blue when `nil`). Controls ignore `tint` on their labels, as on iOS.
    public func tint(_ tint: Color?) -> some ControlWidgetTemplate {
        TintedControlWidgetTemplate(base: controlTile(self), color: tint)
    }
}
