import Foundation

/// Conforming types represent items of a toolbar (`ToolbarItem`, `ToolbarItemGroup`, or your
/// own type composing them in `body`).
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of content representing the body of this toolbar content.
    associatedtype Body: ToolbarContent
    /// The composition of content that makes up the toolbar content (main-actor isolated, as
    /// in SwiftUI, so it may read an app's `@MainActor` models).
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Body { get }
}

/// Toolbar content that a user may customise (items with an `id`). Backplate treats it as
/// plain toolbar content.
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

nonisolated extension Never: ToolbarContent, CustomizableToolbarContent {}

/// One toolbar item as the navigation bar sees it: where it goes and the view it shows.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    var view: AnyView
    /// The sizing of a `ToolbarSpacer` entry (nil for an item): on iOS 26 a spacer splits the
    /// items around it into separate glass groups.
    var spacer: SpacerSizing? = nil
    /// A `Button(role: .confirm)`: drawn as the prominent item, as a `.confirmationAction` is.
    var confirms = false
    /// A text button (`Button("Reset") {}`, `EditButton`, a `Text`): on iOS 26 its glass pill is
    /// wider than a symbol's (`_GlassToolbarCapsule.textPadding`).
    var textLabel = false
    /// Whether the item is enabled where it is declared (`.disabled(true)` on it or around the
    /// toolbar): a disabled confirming action loses its tinted capsule on iOS 26.
    var enabled = true

    /// The entry drawn with the tint and edit mode of the view that declared it: as in
    /// SwiftUI, toolbar items see the environment where `.toolbar` is applied, so a
    /// `.tint(_:)` around the declaring view colours its bar buttons and an
    /// `.environment(\.editMode, $mode)` around it reaches its `EditButton` ("Done" while
    /// editing).
    func inheritingTint(of environment: EnvironmentValues) -> ToolbarEntry {
        var entry = self
        if let tint = environment.tint { entry.view = AnyView(entry.view.tint(tint)) }
        if let editMode = environment.editMode { entry.view = AnyView(entry.view.environment(\.editMode, editMode)) }
        return entry
    }
}

extension ToolbarEntry {
    /// An item for `view`, read through its modifiers (`Button("Save") {}.disabled(!valid)`):
    /// whether it shows text alone (a button titled by a string, an `EditButton`, a `Text`),
    /// is a `.confirm` button, and is enabled in `environment` with its modifiers applied.
    init(placement: ToolbarItemPlacement, item view: some View, in environment: EnvironmentValues) {
        var base: any View = view, environment = environment, depth = 0
        var modifiers: [any EnvironmentModifier] = []
        while let link = base as? any PreviewChainLink, depth < 64 {
            if let modifier = link.chainModifier as? any EnvironmentModifier { modifiers.append(modifier) }
            base = link.chainContent
            depth += 1
        }
        // The outermost modifier writes first, as the resolver applies them.
        for modifier in modifiers { modifier.modify(&environment) }
        self.placement = placement
        self.view = AnyView(view)
        confirms = (base as? any _RoleCarryingButton)?.buttonRole == .confirm
        textLabel = base is Button<Text> || base is EditButton || base is Text
        enabled = environment.isEnabled
    }
}

/// Toolbar content Backplate reads directly instead of expanding `body`.
protocol PrimitiveToolbarContent {
    func entries(_ resolver: Resolver, _ environment: EnvironmentValues) -> [ToolbarEntry]
}

enum ToolbarFlattening {
    /// The items of any toolbar content, in declaration order.
    static func entries(_ content: any ToolbarContent, _ resolver: Resolver, _ environment: EnvironmentValues,
                        depth: Int = 0) -> [ToolbarEntry] {
        if let primitive = content as? any PrimitiveToolbarContent { return primitive.entries(resolver, environment) }
        guard depth < 64 else { return [] }
        func installed<C: ToolbarContent>(_ content: C) -> any ToolbarContent {
            installedBody(of: content, environment: environment) { $0.body }
        }
        return entries(installed(content), resolver, environment, depth: depth + 1)
    }
}

/// Where a toolbar item goes. On iPhone: leading and trailing slots of the navigation bar,
/// its centre (`.principal`), or the bottom toolbar.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable { case leading, trailing, principal, bottom, status, keyboard, titleMenu, title, largeTitle, subtitle, largeSubtitle }
    let name: String
    let slot: Slot

    /// The platform's default: the trailing end of the navigation bar on iPhone.
    public static let automatic = ToolbarItemPlacement(name: "automatic", slot: .trailing)
    /// The most prominent action: trailing on iPhone.
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction", slot: .trailing)
    /// Secondary actions: trailing on iPhone.
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction", slot: .trailing)
    /// The centre of the bar, in place of the title.
    public static let principal = ToolbarItemPlacement(name: "principal", slot: .principal)
    /// Navigation actions: leading.
    public static let navigation = ToolbarItemPlacement(name: "navigation", slot: .leading)
    /// A modal's confirming action: trailing (drawn semibold on iOS).
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction", slot: .trailing)
    /// A modal's cancelling action: leading.
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction", slot: .leading)
    /// A modal's destructive action: trailing.
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction", slot: .trailing)
    /// The bar's inline title: the item is drawn in place of the `navigationTitle` text.
    public static var title: ToolbarItemPlacement { ToolbarItemPlacement(name: "title", slot: .title) }
    /// The large title (iOS 26): the item is drawn in place of the large `navigationTitle`.
    public static let largeTitle = ToolbarItemPlacement(name: "largeTitle", slot: .largeTitle)
    /// The inline subtitle (iOS 26): the item is drawn in place of the `navigationSubtitle`
    /// under an inline title.
    public static let subtitle = ToolbarItemPlacement(name: "subtitle", slot: .subtitle)
    /// The large title's subtitle (iOS 26): the item is drawn in place of the
    /// `navigationSubtitle` under a large title.
    public static let largeSubtitle = ToolbarItemPlacement(name: "largeSubtitle", slot: .largeSubtitle)
    /// The keyboard's accessory bar: not drawn (no keyboard in a rendered image).
    public static let keyboard = ToolbarItemPlacement(name: "keyboard", slot: .keyboard)
    /// The bottom toolbar, centred.
    public static let status = ToolbarItemPlacement(name: "status", slot: .status)
    /// The bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar", slot: .bottom)
    /// The leading edge of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading", slot: .leading)
    /// The trailing edge of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing", slot: .trailing)
    /// The leading edge of the navigation bar (deprecated name of `topBarLeading`).
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading", slot: .leading)
    /// The trailing edge of the navigation bar (deprecated name of `topBarTrailing`).
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing", slot: .trailing)
}

/// A model that represents one item of a toolbar.
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let itemID: ID
    let placement: ToolbarItemPlacement
    let content: Content
    /// A primitive toolbar content has no body.
    public var body: Never { fatalError("ToolbarItem has no body") }

    func entries(_ resolver: Resolver, _ environment: EnvironmentValues) -> [ToolbarEntry] {
        [ToolbarEntry(placement: placement, item: content, in: environment)]
    }
}

extension ToolbarItem where ID == () {
    /// Creates a toolbar item at a placement (`.automatic` by default).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        itemID = ()
        self.placement = placement
        self.content = content()
    }
}

nonisolated extension ToolbarItem: Identifiable where ID: Hashable {
    /// The identifier the item was made with (`ToolbarItem(id:placement:content:)`).
    public var id: ID { itemID }
}

nonisolated extension ToolbarItem: CustomizableToolbarContent where ID == String {
    /// Creates a customizable toolbar item with an identifier.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        itemID = id
        self.placement = placement
        self.content = content()
    }

    /// Creates a customizable toolbar item that may start hidden in a customizable toolbar
    /// (iPadOS, macOS). An iPhone's toolbar is not customizable: the item draws as declared.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool,
                @ViewBuilder content: () -> Content) {
        itemID = id
        self.placement = placement
        self.content = content()
    }
}

/// A model that represents a group of toolbar items sharing one placement.
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Creates a group of items at a placement (`.automatic` by default).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// Creates a group of items with a label, which names the group where it collapses into
    /// a menu (macOS); on iOS the items draw in the bar and the label does not.
    public init<C: View, L: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C,
                                  @ViewBuilder label: () -> L) where Content == LabeledToolbarItemGroupContent<C, L> {
        self.placement = placement
        self.content = LabeledToolbarItemGroupContent(content: content(), label: label())
    }

    /// A primitive toolbar content has no body.
    public var body: Never { fatalError("ToolbarItemGroup has no body") }

    func entries(_ resolver: Resolver, _ environment: EnvironmentValues) -> [ToolbarEntry] {
        [ToolbarEntry(placement: placement, view: AnyView(content))]
    }
}

/// The items of a labelled `ToolbarItemGroup`: its content, which is what an iPhone's bar
/// shows (the label names the group only where it collapses into a menu).
nonisolated public struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label
    /// The group's items.
    public var body: some View { content }
}

/// Several toolbar contents built by `ToolbarContentBuilder`.
nonisolated public struct TupleToolbarContent<T>: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent {
    let value: T
    /// A primitive toolbar content has no body.
    public var body: Never { fatalError("TupleToolbarContent has no body") }

    func entries(_ resolver: Resolver, _ environment: EnvironmentValues) -> [ToolbarEntry] {
        var result: [ToolbarEntry] = []
        for child in Mirror(reflecting: value).children {
            if let c = child.value as? any ToolbarContent { result += ToolbarFlattening.entries(c, resolver, environment) }
        }
        return result
    }
}

/// One of two toolbar contents, chosen by `if`/`else` in a `ToolbarContentBuilder`.
nonisolated public struct _ConditionalToolbarContent<T: ToolbarContent, F: ToolbarContent>: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent {
    enum Storage { case first(T), second(F) }
    let storage: Storage
    /// A primitive toolbar content has no body.
    public var body: Never { fatalError("_ConditionalToolbarContent has no body") }

    func entries(_ resolver: Resolver, _ environment: EnvironmentValues) -> [ToolbarEntry] {
        switch storage {
        case .first(let c): return ToolbarFlattening.entries(c, resolver, environment)
        case .second(let c): return ToolbarFlattening.entries(c, resolver, environment)
        }
    }
}

/// Optional toolbar content, from an `if` without `else`.
nonisolated public struct _OptionalToolbarContent<Wrapped: ToolbarContent>: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent {
    let wrapped: Wrapped?
    /// A primitive toolbar content has no body.
    public var body: Never { fatalError("_OptionalToolbarContent has no body") }

    func entries(_ resolver: Resolver, _ environment: EnvironmentValues) -> [ToolbarEntry] {
        wrapped.map { ToolbarFlattening.entries($0, resolver, environment) } ?? []
    }
}

nonisolated extension View {
    /// Populates the enclosing navigation bar with views: on iPhone they go to the trailing
    /// end of the bar, in the tint colour.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let content = content()
        return modifier(_NavigationPreferenceModifier(ToolbarItemsKey.self) { context in
            [ToolbarEntry(placement: .automatic, item: content, in: context.environment)
                .inheritingTint(of: context.environment)]
        })
    }

    /// Populates the enclosing navigation bar (and bottom toolbar) with toolbar items, each at
    /// its placement. Items in `.keyboard` are not drawn (no keyboard in a rendered image).
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let items = content()
        return modifier(_NavigationPreferenceModifier(ToolbarItemsKey.self) { context in
            ToolbarFlattening.entries(items, context.resolver, context.environment)
                .map { $0.inheritingTint(of: context.environment) }
        })
    }

    /// Populates a customizable toolbar; the `id` is only used for customisation, which a
    /// rendered image does not have.
    public func toolbar<Content: CustomizableToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View {
        let items = content()
        return modifier(_NavigationPreferenceModifier(ToolbarItemsKey.self) { context in
            ToolbarFlattening.entries(items, context.resolver, context.environment)
                .map { $0.inheritingTint(of: context.environment) }
        })
    }
}
