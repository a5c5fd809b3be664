import BackplateCore

/// What an appearance proxy (`UINavigationBar.appearance()`...) does with a value it is given on
/// Linux: keeps it, and warns once, naming it, that Backplate's bars do not read it. The proxies
/// are process-wide while renders run side by side, and no render could tell which settings
/// were meant for it, so none is applied.
enum UIAppearanceProxy {
    static func notApplied(_ type: String, _ member: String) {
        RuntimeWarning.emit("\(type).appearance().\(member) is not applied: Backplate draws SwiftUI's bars and controls with iOS's default look")
    }
}
