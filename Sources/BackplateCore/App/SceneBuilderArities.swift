import Foundation

// SceneBuilder's and CommandsBuilder's blocks of two to ten scenes or command groups, as SwiftUI
// declares them (one overload per count; more than ten needs a `Group`, as on iOS).

extension SceneBuilder {
    /// 2 scenes declared one after another.
    public static func buildBlock<C0: Scene, C1: Scene>(_ c0: C0, _ c1: C1) -> _TupleScene<(C0, C1)> {
        _TupleScene((c0, c1))
    }
    /// 3 scenes declared one after another.
    public static func buildBlock<C0: Scene, C1: Scene, C2: Scene>(_ c0: C0, _ c1: C1, _ c2: C2) -> _TupleScene<(C0, C1, C2)> {
        _TupleScene((c0, c1, c2))
    }
    /// 4 scenes declared one after another.
    public static func buildBlock<C0: Scene, C1: Scene, C2: Scene, C3: Scene>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> _TupleScene<(C0, C1, C2, C3)> {
        _TupleScene((c0, c1, c2, c3))
    }
    /// 5 scenes declared one after another.
    public static func buildBlock<C0: Scene, C1: Scene, C2: Scene, C3: Scene, C4: Scene>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> _TupleScene<(C0, C1, C2, C3, C4)> {
        _TupleScene((c0, c1, c2, c3, c4))
    }
    /// 6 scenes declared one after another.
    public static func buildBlock<C0: Scene, C1: Scene, C2: Scene, C3: Scene, C4: Scene, C5: Scene>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> _TupleScene<(C0, C1, C2, C3, C4, C5)> {
        _TupleScene((c0, c1, c2, c3, c4, c5))
    }
    /// 7 scenes declared one after another.
    public static func buildBlock<C0: Scene, C1: Scene, C2: Scene, C3: Scene, C4: Scene, C5: Scene, C6: Scene>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> _TupleScene<(C0, C1, C2, C3, C4, C5, C6)> {
        _TupleScene((c0, c1, c2, c3, c4, c5, c6))
    }
    /// 8 scenes declared one after another.
    public static func buildBlock<C0: Scene, C1: Scene, C2: Scene, C3: Scene, C4: Scene, C5: Scene, C6: Scene, C7: Scene>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> _TupleScene<(C0, C1, C2, C3, C4, C5, C6, C7)> {
        _TupleScene((c0, c1, c2, c3, c4, c5, c6, c7))
    }
    /// 9 scenes declared one after another.
    public static func buildBlock<C0: Scene, C1: Scene, C2: Scene, C3: Scene, C4: Scene, C5: Scene, C6: Scene, C7: Scene, C8: Scene>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> _TupleScene<(C0, C1, C2, C3, C4, C5, C6, C7, C8)> {
        _TupleScene((c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }
    /// 10 scenes declared one after another.
    public static func buildBlock<C0: Scene, C1: Scene, C2: Scene, C3: Scene, C4: Scene, C5: Scene, C6: Scene, C7: Scene, C8: Scene, C9: Scene>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> _TupleScene<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> {
        _TupleScene((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }
}

extension CommandsBuilder {
    /// No commands.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    /// 2 command groups in sequence (ignored in a render).
    public static func buildBlock<C0: Commands, C1: Commands>(_ c0: C0, _ c1: C1) -> _TupleCommands { _TupleCommands() }
    /// 3 command groups in sequence (ignored in a render).
    public static func buildBlock<C0: Commands, C1: Commands, C2: Commands>(_ c0: C0, _ c1: C1, _ c2: C2) -> _TupleCommands { _TupleCommands() }
    /// 4 command groups in sequence (ignored in a render).
    public static func buildBlock<C0: Commands, C1: Commands, C2: Commands, C3: Commands>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> _TupleCommands { _TupleCommands() }
    /// 5 command groups in sequence (ignored in a render).
    public static func buildBlock<C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> _TupleCommands { _TupleCommands() }
    /// 6 command groups in sequence (ignored in a render).
    public static func buildBlock<C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> _TupleCommands { _TupleCommands() }
    /// 7 command groups in sequence (ignored in a render).
    public static func buildBlock<C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> _TupleCommands { _TupleCommands() }
    /// 8 command groups in sequence (ignored in a render).
    public static func buildBlock<C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands, C7: Commands>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> _TupleCommands { _TupleCommands() }
    /// 9 command groups in sequence (ignored in a render).
    public static func buildBlock<C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands, C7: Commands, C8: Commands>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> _TupleCommands { _TupleCommands() }
    /// 10 command groups in sequence (ignored in a render).
    public static func buildBlock<C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands, C7: Commands, C8: Commands, C9: Commands>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> _TupleCommands { _TupleCommands() }
    /// One command group.
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }
    /// Commands present when a condition holds (ignored in a render).
    public static func buildIf<Content: Commands>(_ content: Content?) -> _TupleCommands { _TupleCommands() }
    /// The commands of an `if` branch (ignored in a render).
    public static func buildEither<T: Commands>(first: T) -> _TupleCommands { _TupleCommands() }
    /// The commands of an `else` branch (ignored in a render).
    public static func buildEither<F: Commands>(second: F) -> _TupleCommands { _TupleCommands() }
    /// Commands under an availability condition.
    public static func buildLimitedAvailability<Content: Commands>(_ content: Content) -> _TupleCommands { _TupleCommands() }
}
