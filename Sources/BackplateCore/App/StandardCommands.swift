import Foundation

// The system's standard command groups and the remaining menu placements. A render has no menu
// bar: declared so apps compile, ignored.

/// No commands.
nonisolated public struct EmptyCommands: Commands {
    /// No commands.
    public init() {}
    /// A primitive command has no body.
    public var body: Never { return fatalError("EmptyCommands has no body") }
}

/// The text editing commands (Find, Spelling...). Ignored in a render.
nonisolated public struct TextEditingCommands: Commands {
    /// The standard text editing commands.
    public init() {}
    /// A primitive command has no body.
    public var body: Never { return fatalError("TextEditingCommands has no body") }
}

/// The text formatting commands (Font, Text). Ignored in a render.
nonisolated public struct TextFormattingCommands: Commands {
    /// The standard text formatting commands.
    public init() {}
    /// A primitive command has no body.
    public var body: Never { return fatalError("TextFormattingCommands has no body") }
}

/// The toolbar commands (Show Toolbar, Customize Toolbar). Ignored in a render.
nonisolated public struct ToolbarCommands: Commands {
    /// The standard toolbar commands.
    public init() {}
    /// A primitive command has no body.
    public var body: Never { return fatalError("ToolbarCommands has no body") }
}

/// The sidebar commands (Show Sidebar). Ignored in a render.
nonisolated public struct SidebarCommands: Commands {
    /// The standard sidebar commands.
    public init() {}
    /// A primitive command has no body.
    public var body: Never { return fatalError("SidebarCommands has no body") }
}

/// The inspector commands (Show Inspector). Ignored in a render.
nonisolated public struct InspectorCommands: Commands {
    /// The standard inspector commands.
    public init() {}
    /// A primitive command has no body.
    public var body: Never { return fatalError("InspectorCommands has no body") }
}

extension CommandGroupPlacement {
    /// Services.
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    /// Hide and Show All.
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    /// Quit.
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    /// Import and Export.
    public static let importExport = CommandGroupPlacement(name: "importExport")
    /// Print.
    public static let printItem = CommandGroupPlacement(name: "printItem")
    /// Find and Spelling.
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    /// Font and Text.
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    /// Minimize and Zoom.
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    /// Window arrangement.
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
}
