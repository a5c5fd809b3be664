import Foundation

// `Group` around other kinds of content than views, as in SwiftUI: toolbar items, scenes,
// commands and rotor entries. The group adds nothing: its content is read as if written in
// its place (a toolbar shows the grouped items, an app the grouped scenes' windows).

nonisolated extension Group: ToolbarContent where Content: ToolbarContent {
    /// Creates a group of toolbar items (often to apply one modifier, or `#if`, to several).
    public init(@ToolbarContentBuilder content: () -> Content) { self.content = content() }
    /// The grouped items.
    public var body: Content { return content }
}

nonisolated extension Group: CustomizableToolbarContent where Content: CustomizableToolbarContent {}

nonisolated extension Group: Scene where Content: Scene {
    /// Creates a group of scenes.
    public init(@SceneBuilder content: () -> Content) { self.content = content() }
    /// The grouped scenes.
    public var body: Content { return content }
}

nonisolated extension Group: Commands where Content: Commands {
    /// Creates a group of commands (menus are not drawn in a render).
    public init(@CommandsBuilder content: () -> Content) { self.content = content() }
    /// The grouped commands.
    public var body: Content { return content }
}

nonisolated extension Group: AccessibilityRotorContent where Content: AccessibilityRotorContent {
    /// Creates a group of rotor entries.
    public init(@AccessibilityRotorContentBuilder content: () -> Content) { self.content = content() }
    /// The grouped entries.
    public var body: Content { return content }
}
