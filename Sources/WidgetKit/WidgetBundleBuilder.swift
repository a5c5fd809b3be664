import BackplateCore
import Foundation

/// Builds a widget bundle's list of widgets from the widgets its `body` names (one to ten, as
/// in SwiftUI, and `if #available` blocks). A bundle draws nothing itself: render each of its
/// widgets with `WidgetPreview`; `WidgetBundleContents.widgets(of:)` lists them in order.
@resultBuilder
public struct WidgetBundleBuilder {
    /// A widget named in the bundle, as it is.
    public static func buildExpression<Content: Widget>(_ content: Content) -> Content { content }

    /// A control named in the bundle (iOS 18), listed among its widgets
    /// (`WidgetBundleContents.controls(of:)` lists the controls).
    public static func buildExpression<Content: ControlWidget>(_ content: Content) -> some Widget {
        _ControlWidgetEntry(control: content)
    }

    /// A bundle with no widgets.
    public static func buildBlock() -> some Widget { _WidgetBundleList(widgets: []) }

    /// A bundle of one widget.
    public static func buildBlock<Content: Widget>(_ content: Content) -> some Widget { content }

    /// 2 widgets, in order.
    public static func buildBlock<W0: Widget, W1: Widget>(_ w0: W0, _ w1: W1) -> some Widget {
        _WidgetBundleList(widgets: [w0, w1])
    }

    /// 3 widgets, in order.
    public static func buildBlock<W0: Widget, W1: Widget, W2: Widget>(_ w0: W0, _ w1: W1, _ w2: W2) -> some Widget {
        _WidgetBundleList(widgets: [w0, w1, w2])
    }

    /// 4 widgets, in order.
    public static func buildBlock<W0: Widget, W1: Widget, W2: Widget, W3: Widget>(_ w0: W0, _ w1: W1, _ w2: W2, _ w3: W3) -> some Widget {
        _WidgetBundleList(widgets: [w0, w1, w2, w3])
    }

    /// 5 widgets, in order.
    public static func buildBlock<W0: Widget, W1: Widget, W2: Widget, W3: Widget, W4: Widget>(_ w0: W0, _ w1: W1, _ w2: W2, _ w3: W3, _ w4: W4) -> some Widget {
        _WidgetBundleList(widgets: [w0, w1, w2, w3, w4])
    }

    /// 6 widgets, in order.
    public static func buildBlock<W0: Widget, W1: Widget, W2: Widget, W3: Widget, W4: Widget, W5: Widget>(_ w0: W0, _ w1: W1, _ w2: W2, _ w3: W3, _ w4: W4, _ w5: W5) -> some Widget {
        _WidgetBundleList(widgets: [w0, w1, w2, w3, w4, w5])
    }

    /// 7 widgets, in order.
    public static func buildBlock<W0: Widget, W1: Widget, W2: Widget, W3: Widget, W4: Widget, W5: Widget, W6: Widget>(_ w0: W0, _ w1: W1, _ w2: W2, _ w3: W3, _ w4: W4, _ w5: W5, _ w6: W6) -> some Widget {
        _WidgetBundleList(widgets: [w0, w1, w2, w3, w4, w5, w6])
    }

    /// 8 widgets, in order.
    public static func buildBlock<W0: Widget, W1: Widget, W2: Widget, W3: Widget, W4: Widget, W5: Widget, W6: Widget, W7: Widget>(_ w0: W0, _ w1: W1, _ w2: W2, _ w3: W3, _ w4: W4, _ w5: W5, _ w6: W6, _ w7: W7) -> some Widget {
        _WidgetBundleList(widgets: [w0, w1, w2, w3, w4, w5, w6, w7])
    }

    /// 9 widgets, in order.
    public static func buildBlock<W0: Widget, W1: Widget, W2: Widget, W3: Widget, W4: Widget, W5: Widget, W6: Widget, W7: Widget, W8: Widget>(_ w0: W0, _ w1: W1, _ w2: W2, _ w3: W3, _ w4: W4, _ w5: W5, _ w6: W6, _ w7: W7, _ w8: W8) -> some Widget {
        _WidgetBundleList(widgets: [w0, w1, w2, w3, w4, w5, w6, w7, w8])
    }

    /// 10 widgets, in order.
    public static func buildBlock<W0: Widget, W1: Widget, W2: Widget, W3: Widget, W4: Widget, W5: Widget, W6: Widget, W7: Widget, W8: Widget, W9: Widget>(_ w0: W0, _ w1: W1, _ w2: W2, _ w3: W3, _ w4: W4, _ w5: W5, _ w6: W6, _ w7: W7, _ w8: W8, _ w9: W9) -> some Widget {
        _WidgetBundleList(widgets: [w0, w1, w2, w3, w4, w5, w6, w7, w8, w9])
    }

    /// The widgets of an `if #available` block, or none when the condition fails.
    public static func buildOptional(_ widget: (any Widget & _LimitedAvailabilityWidgetMarker)?) -> some Widget {
        _WidgetBundleList(widgets: widget.map { [$0 as any Widget] } ?? [])
    }

    /// The widgets of an `if #available` block, type-erased so that the bundle's type does not
    /// name widgets of a newer system.
    public static func buildLimitedAvailability(_ widget: some Widget) -> any Widget & _LimitedAvailabilityWidgetMarker {
        _LimitedAvailabilityWidget(widgets: [widget])
    }

    /// A control of an `if #available` block, type-erased as a widget of the bundle.
    public static func buildLimitedAvailability(_ widget: some ControlWidget) -> any Widget & _LimitedAvailabilityWidgetMarker {
        _LimitedAvailabilityWidget(widgets: [_ControlWidgetEntry(control: widget)])
    }
}

/// A control in a widget bundle's list.
nonisolated struct _ControlWidgetEntry<Control: ControlWidget>: Widget, BundledControl {
    let control: Control
    init(control: Control) { self.control = control }
    init() { control = ViewIsolation.evaluate { Control() } }
    var body: _WidgetBundleConfiguration { _WidgetBundleConfiguration() }
    var anyControl: any ControlWidget { control }
}

/// A bundle member that is a control.
protocol BundledControl {
    var anyControl: any ControlWidget { get }
}

/// Marks the type-erased widgets of an `if #available` block in a widget bundle (SwiftUI's
/// underscored marker, named in `WidgetBundleBuilder`'s signatures).
public protocol _LimitedAvailabilityWidgetMarker {}

/// Widgets a bundle groups: their members, in order.
protocol WidgetGroup {
    var members: [any Widget] { get }
}

/// The widgets of a bundle's block, nested groups flattened.
nonisolated public struct _WidgetBundleList: Widget, WidgetGroup {
    let members: [any Widget]

    init(widgets: [any Widget]) {
        members = widgets.flatMap { ($0 as? any WidgetGroup)?.members ?? [$0] }
    }

    /// An empty list (a `Widget` is made by the system with `init()`).
    public init() { members = [] }

    /// A list of widgets has no configuration of its own: each member has its own.
    public var body: _WidgetBundleConfiguration { _WidgetBundleConfiguration() }
}

/// The type-erased widgets of an `if #available` block.
nonisolated public struct _LimitedAvailabilityWidget: Widget, WidgetGroup, _LimitedAvailabilityWidgetMarker {
    let members: [any Widget]

    init(widgets: [any Widget]) { members = _WidgetBundleList(widgets: widgets).members }

    /// An empty block (a `Widget` is made by the system with `init()`).
    public init() { members = [] }

    /// A block of widgets has no configuration of its own: each member has its own.
    public var body: _WidgetBundleConfiguration { _WidgetBundleConfiguration() }
}

/// The configuration of a group of widgets: none (each member widget has its own).
nonisolated public struct _WidgetBundleConfiguration: WidgetConfiguration {
    /// A built-in configuration has no body.
    public typealias Body = Never
}

/// Reads the widgets a `WidgetBundle` lists.
package enum WidgetBundleContents {
    /// The bundle's widgets in the order its `body` names them, `if #available` blocks
    /// included when their condition holds.
    package static func widgets(of bundle: some WidgetBundle) -> [any Widget] {
        _WidgetBundleList(widgets: [ViewIsolation.evaluate(passing: bundle) { $0.body }]).members.filter { !($0 is any BundledControl) }
    }

    /// The bundle's controls (iOS 18) in the order its `body` names them.
    package static func controls(of bundle: some WidgetBundle) -> [any ControlWidget] {
        _WidgetBundleList(widgets: [ViewIsolation.evaluate(passing: bundle) { $0.body }]).members.compactMap { ($0 as? any BundledControl)?.anyControl }
    }
}
