import BackplateCore
import Foundation

/// A control (iOS 18): a button or toggle a person puts in Control Center, on the Lock Screen
/// or on the Action button. Its configuration makes the template `ControlWidgetPreview` draws.
@MainActor @preconcurrency
public protocol ControlWidget {
    /// The configuration's type.
    associatedtype Body: ControlWidgetConfiguration
    /// A control, made by the system.
    init()
    /// The control's configuration: a kind, an optional value provider and a template.
    @ControlWidgetConfigurationBuilder var body: Body { get }
}

extension ControlWidget {
    /// Does nothing: a widget extension has no process to run in a render.
    public static func main() {}
}

/// What a control is made of: a kind, the value it shows and the template drawing it, with
/// the settings its modifiers record.
@MainActor @preconcurrency
public protocol ControlWidgetConfiguration {
    /// The configuration this one is made of (`Never` for the built-in ones).
    associatedtype Body: ControlWidgetConfiguration
    /// The configuration this one is made of.
    @ControlWidgetConfigurationBuilder var body: Body { get }
}

extension Never: ControlWidgetConfiguration, ControlWidgetTemplate {}

/// Builds a control's configuration (one configuration).
@resultBuilder
public struct ControlWidgetConfigurationBuilder {
    /// A configuration named in the builder, as it is.
    public static func buildExpression<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
    /// The configuration.
    public static func buildBlock<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
}

/// A configuration of no control: a control whose body is this draws nothing.
nonisolated public struct EmptyControlWidgetConfiguration: ControlWidgetConfiguration {
    /// No body.
    public typealias Body = Never
    /// An empty configuration.
    public init() {}
    /// Built-in configurations are not made of others: reading `body` stops the program.
    public var body: Never { fatalError("EmptyControlWidgetConfiguration has no body") }
}

/// The settings a control's configuration modifiers record, with the template for its value.
package struct ControlSettings {
    package var kind = ""
    package var displayName: Text?
    package var description: Text?
    package var promptsForUserConfiguration = false
}

/// What a configuration knows how to draw: its settings and its template for the value the
/// provider previews.
protocol DrawableControlConfiguration {
    var controlSettings: ControlSettings { get }
    func previewTemplate() -> (any ControlWidgetTemplate)?
}

/// A control configuration with a recorded setting (`displayName`, `description`...).
nonisolated struct ModifiedControlWidgetConfiguration: ControlWidgetConfiguration, DrawableControlConfiguration {
    let base: (any DrawableControlConfiguration)?
    let controlSettings: ControlSettings
    /// No body.
    typealias Body = Never
    /// Built-in configurations are not made of others: reading `body` stops the program.
    var body: Never { fatalError("ModifiedControlWidgetConfiguration has no body") }
    func previewTemplate() -> (any ControlWidgetTemplate)? { base?.previewTemplate() }
}

/// The drawable form of any control configuration (its own, or its body's).
func drawableControl<C: ControlWidgetConfiguration>(_ configuration: C) -> (any DrawableControlConfiguration)? {
    if let drawable = configuration as? any DrawableControlConfiguration { return drawable }
    if C.Body.self == Never.self { return nil }
    return drawableControl(ViewIsolation.evaluate(passing: configuration) { $0.body })
}

extension ControlWidgetConfiguration {
    func changingControl(_ change: (inout ControlSettings) -> Void) -> ModifiedControlWidgetConfiguration {
        let base = drawableControl(self)
        var settings = base?.controlSettings ?? ControlSettings()
        change(&settings)
        return ModifiedControlWidgetConfiguration(base: base, controlSettings: settings)
    }
    /// The control's name in the controls gallery, as a text (recorded).
    public func displayName(_ displayName: Text) -> some ControlWidgetConfiguration { changingControl { $0.displayName = displayName } }
    /// The control's name in the controls gallery (recorded).
    public func displayName(_ key: LocalizedStringKey) -> some ControlWidgetConfiguration { changingControl { $0.displayName = Text(key) } }
    /// The control's name in the controls gallery, as a string (recorded).
    @_disfavoredOverload
    public func displayName<S: StringProtocol>(_ displayName: S) -> some ControlWidgetConfiguration { changingControl { $0.displayName = Text(displayName) } }
    /// The control's description in the controls gallery, as a text (recorded).
    public func description(_ description: Text) -> some ControlWidgetConfiguration { changingControl { $0.description = description } }
    /// The control's description in the controls gallery (recorded).
    public func description(_ key: LocalizedStringKey) -> some ControlWidgetConfiguration { changingControl { $0.description = Text(key) } }
    /// The control's description in the controls gallery, as a string (recorded).
    @_disfavoredOverload
    public func description<S: StringProtocol>(_ description: S) -> some ControlWidgetConfiguration { changingControl { $0.description = Text(description) } }
    /// Asks the system to show the configuration sheet when the control is added (recorded).
    public func promptsForUserConfiguration() -> some ControlWidgetConfiguration { changingControl { $0.promptsForUserConfiguration = true } }
}
