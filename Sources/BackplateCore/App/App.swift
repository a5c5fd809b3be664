import Foundation

/// A type that represents the structure and behaviour of an app, as in SwiftUI, so an app's
/// files compile unchanged. Backplate renders views, never runs an app: the `main()` that
/// `@main` calls returns at once, and a program or test reaches an app's views through
/// `SceneRoots.views(in:)`.
@MainActor @preconcurrency
public protocol App {
    /// The type of scene representing the content of the app.
    associatedtype Body: Scene
    /// The content of the app.
    @SceneBuilder @MainActor var body: Body { get }
    /// Creates an instance of the app.
    @MainActor init()
}

extension App {
    /// The entry point `@main` calls. Backplate has no event loop or windows: it returns
    /// without creating the app or showing anything.
    @MainActor public static func main() {}
}

/// A part of an app's user interface with a life cycle managed by the system (a window
/// group, a settings window). In Backplate scenes are declarations whose root views
/// `SceneRoots` can render. `@MainActor @preconcurrency`, as in SwiftUI.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene that represents the body of this scene.
    associatedtype Body: Scene
    /// The content and behaviour of the scene.
    @SceneBuilder @MainActor var body: Body { get }
}

nonisolated extension Never: Scene {}

/// Builds scenes from closures: several scenes in an `App` body make a tuple of scenes.
@resultBuilder
public enum SceneBuilder {
    /// One scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    /// A scene expression.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    /// An `if` without `else`: the scene when the condition holds.
    public static func buildOptional<Content: Scene>(_ content: Content?) -> _OptionalScene<Content> { _OptionalScene(content: content) }
    /// An `if #available` block.
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content { content }
}

/// Several scenes declared one after another.
nonisolated public struct _TupleScene<T>: Scene {
    let value: T
    init(_ value: T) { self.value = value }
    /// A primitive scene has no body.
    public var body: Never { fatalError("_TupleScene has no body") }
}

/// A scene that is present only when a condition held.
nonisolated public struct _OptionalScene<Content: Scene>: Scene {
    let content: Content?
    /// A primitive scene has no body.
    public var body: Never { fatalError("_OptionalScene has no body") }
}

/// A scene that presents a group of identically structured windows; in Backplate its
/// content view is what `SceneRoots` returns.
nonisolated public struct WindowGroup<Content: View>: Scene {
    /// The window title, if any.
    public let title: Text?
    /// The identifier given with `id:`, if any.
    public let id: String?
    let content: () -> Content

    /// Creates a window group.
    public init(@ViewBuilder content: @escaping () -> Content) { title = nil; id = nil; self.content = content }
    /// Creates a window group with an identifier.
    public init(id: String, @ViewBuilder content: @escaping () -> Content) { title = nil; self.id = id; self.content = content }
    /// Creates a window group with a title view.
    public init(_ title: Text, @ViewBuilder content: @escaping () -> Content) { self.title = title; id = nil; self.content = content }
    /// Creates a window group with a title view and an identifier.
    public init(_ title: Text, id: String, @ViewBuilder content: @escaping () -> Content) { self.title = title; self.id = id; self.content = content }
    /// Creates a window group with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) { title = Text(titleKey); id = nil; self.content = content }
    /// Creates a window group with a localized title and an identifier.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: @escaping () -> Content) { title = Text(titleKey); self.id = id; self.content = content }
    /// Creates a window group with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) { self.title = Text(title); id = nil; self.content = content }
    /// Creates a window group with a title string and an identifier.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: @escaping () -> Content) { self.title = Text(title); self.id = id; self.content = content }
    /// Creates a window group whose content `makeContent` builds (iOS 17's spelling for windows
    /// that present data: the same group as `init(content:)`).
    @_disfavoredOverload
    public init(@ViewBuilder makeContent: @escaping () -> Content) { self.init(content: makeContent) }
    /// Creates a window group with an identifier, its content built by `makeContent`.
    @_disfavoredOverload
    public init(id: String, @ViewBuilder makeContent: @escaping () -> Content) { self.init(id: id, content: makeContent) }
    /// Creates a window group with a title view, its content built by `makeContent`.
    @_disfavoredOverload
    public init(_ title: Text, @ViewBuilder makeContent: @escaping () -> Content) { self.init(title, content: makeContent) }
    /// Creates a window group with a title view and identifier, its content built by `makeContent`.
    @_disfavoredOverload
    public init(_ title: Text, id: String, @ViewBuilder makeContent: @escaping () -> Content) { self.init(title, id: id, content: makeContent) }
    /// Creates a window group with a localized title, its content built by `makeContent`.
    @_disfavoredOverload
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder makeContent: @escaping () -> Content) { self.init(titleKey, content: makeContent) }
    /// Creates a window group with a localized title and identifier, its content built by `makeContent`.
    @_disfavoredOverload
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(titleKey, id: id, content: makeContent)
    }
    /// Creates a window group with a title string, its content built by `makeContent`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder makeContent: @escaping () -> Content) { self.init(title, content: makeContent) }
    /// Creates a window group with a title string and identifier, its content built by `makeContent`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(title, id: id, content: makeContent)
    }
    /// A primitive scene has no body.
    public var body: Never { fatalError("WindowGroup has no body") }
}

/// A single window with a title and identifier.
nonisolated public struct Window<Content: View>: Scene {
    /// The window title.
    public let title: Text
    /// The window's identifier.
    public let id: String
    let content: () -> Content
    /// Creates a window with a localized title.
    public init(_ title: LocalizedStringKey, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.title = Text(title); self.id = id; self.content = content
    }
    /// Creates a window with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.title = Text(title); self.id = id; self.content = content
    }
    /// A primitive scene has no body.
    public var body: Never { fatalError("Window has no body") }
}

/// The settings window of a macOS app; its content is a root view like any other.
nonisolated public struct Settings<Content: View>: Scene {
    let content: () -> Content
    /// Creates a settings scene.
    public init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
    /// A primitive scene has no body.
    public var body: Never { fatalError("Settings has no body") }
}

/// A scene with a modifier applied (`onChange`, `commands`, `defaultSize`): the modifier
/// has no effect in Backplate, which never runs scenes.
nonisolated public struct _ModifiedScene<Content: Scene>: Scene {
    let content: Content
    /// A primitive scene has no body.
    public var body: Never { fatalError("_ModifiedScene has no body") }
}

/// The root views of an app's scenes, for rendering an app's windows without running it.
public enum SceneRoots {
    /// The root view of each window group, window and settings scene in `scene`, in
    /// declaration order, built as at launch.
    @MainActor public static func views<S: Scene>(in scene: S) -> [AnyView] {
        collect(scene, depth: 0)
    }

    /// The root views of an app's scenes (`App.init()`, then its `body`).
    @MainActor public static func views<A: App>(of app: A.Type) -> [AnyView] {
        views(in: A().body)
    }

    @MainActor static func collect(_ scene: any Scene, depth: Int) -> [AnyView] {
        guard depth < 64 else { return [] }
        if let root = scene as? SceneRootSource { return root.rootViews(depth: depth) }
        func body<T: Scene>(_ s: T) -> any Scene { s.body }
        if scene is Never { return [] }
        return collect(body(scene), depth: depth + 1)
    }
}

protocol SceneRootSource {
    @MainActor func rootViews(depth: Int) -> [AnyView]
}

extension WindowGroup: SceneRootSource {
    @MainActor func rootViews(depth: Int) -> [AnyView] { [AnyView(content())] }
}
extension Window: SceneRootSource {
    @MainActor func rootViews(depth: Int) -> [AnyView] { [AnyView(content())] }
}
extension Settings: SceneRootSource {
    @MainActor func rootViews(depth: Int) -> [AnyView] { [AnyView(content())] }
}
extension _ModifiedScene: SceneRootSource {
    @MainActor func rootViews(depth: Int) -> [AnyView] { SceneRoots.collect(content, depth: depth + 1) }
}
extension _OptionalScene: SceneRootSource {
    @MainActor func rootViews(depth: Int) -> [AnyView] { content.map { SceneRoots.collect($0, depth: depth + 1) } ?? [] }
}
extension _TupleScene: SceneRootSource {
    @MainActor func rootViews(depth: Int) -> [AnyView] {
        Mirror(reflecting: value).children.flatMap { child -> [AnyView] in
            guard let scene = child.value as? any Scene else { return [] }
            return SceneRoots.collect(scene, depth: depth + 1)
        }
    }
}
