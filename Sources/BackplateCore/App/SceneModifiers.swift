import Foundation

nonisolated extension Scene {
    /// Runs `action` when `value` changes; scenes never run in Backplate, so it never does.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some Scene {
        _ModifiedScene(content: self)
    }
    /// Runs `action` when `value` changes (or at once with `initial`); never runs in Backplate.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some Scene {
        _ModifiedScene(content: self)
    }
    /// Runs `action` when `value` changes (or at once with `initial`); never runs in Backplate.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene {
        _ModifiedScene(content: self)
    }
    /// Adds menu commands; Backplate has no menus, so they are ignored.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        _ModifiedScene(content: self)
    }
    /// The default size of the scene's windows; ignored (Backplate renders views, not windows).
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        _ModifiedScene(content: self)
    }
    /// The default size of the scene's windows; ignored.
    public func defaultSize(_ size: CGSize) -> some Scene {
        _ModifiedScene(content: self)
    }
    /// Sets an environment value for every view of the scene's windows: each root view
    /// `SceneRoots` returns carries it, as if `.environment(keyPath, value)` were applied to it.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        _EnvironmentScene(content: self) { $0.environment(keyPath, value) }
    }
}

/// A scene whose root views get an environment value (`Scene.environment(_:_:)`).
nonisolated public struct _EnvironmentScene<Content: Scene>: Scene {
    let content: Content
    let wrap: (AnyView) -> AnyView
    init<Modified: View>(content: Content, _ modify: @escaping (AnyView) -> Modified) {
        self.content = content
        wrap = { AnyView(modify($0)) }
    }
    /// A primitive scene has no body.
    public var body: Never { fatalError("_EnvironmentScene has no body") }
}

extension _EnvironmentScene: SceneRootSource {
    @MainActor func rootViews(depth: Int) -> [AnyView] {
        SceneRoots.collect(content, depth: depth + 1).map(wrap)
    }
}

/// Menu commands of a scene; declared so apps compile, ignored in a render. `@MainActor
/// @preconcurrency` as in SwiftUI: a custom `Commands` type's `body` is main-actor isolated.
@MainActor @preconcurrency
public protocol Commands {
    /// The type of commands in the body.
    associatedtype Body: Commands
    /// The commands.
    @CommandsBuilder var body: Body { get }
}

nonisolated extension Never: Commands {}

/// Optional commands: the wrapped commands, or none. A still render shows no menus.
nonisolated extension Optional: Commands where Wrapped: Commands {
    /// A primitive command list has no body.
    public var body: Never { fatalError("Optional commands have no body") }
}

/// Commands that are several commands in sequence.
nonisolated public struct _TupleCommands: Commands {
    /// A primitive command list has no body.
    public var body: Never { fatalError("_TupleCommands has no body") }
}

/// Builds command lists.
@resultBuilder
public enum CommandsBuilder {
    /// One command.
    public static func buildBlock<C: Commands>(_ content: C) -> C { content }
}

/// Where a command group goes in the menus.
public struct CommandGroupPlacement: Sendable {
    let name: String
    /// The About item.
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    /// Settings.
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    /// New items.
    public static let newItem = CommandGroupPlacement(name: "newItem")
    /// Saving.
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    /// Undo and redo.
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    /// Pasteboard.
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    /// Sidebar.
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    /// Toolbar.
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    /// Help.
    public static let help = CommandGroupPlacement(name: "help")
}

/// Menu items placed relative to a standard group; ignored in a render.
nonisolated public struct CommandGroup<Content: View>: Commands {
    /// Items replacing a group.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    /// Items before a group.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    /// Items after a group.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    /// A primitive command has no body.
    public var body: Never { fatalError("CommandGroup has no body") }
}

/// A top-level menu; ignored in a render.
nonisolated public struct CommandMenu<Content: View>: Commands {
    /// A menu with a localized name.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    /// A menu with a name.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {}
    /// A primitive command has no body.
    public var body: Never { fatalError("CommandMenu has no body") }
}
