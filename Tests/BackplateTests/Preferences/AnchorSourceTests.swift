import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

private struct PointsKey: PreferenceKey {
    static let defaultValue: [Anchor<CGPoint>] = []
    static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) { value += nextValue() }
}

private struct RectsKey: PreferenceKey {
    static let defaultValue: [Anchor<CGRect>] = []
    static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) { value += nextValue() }
}

private struct ManyKey: PreferenceKey {
    static let defaultValue: Anchor<[CGPoint]>? = nil
    static func reduce(value: inout Anchor<[CGPoint]>?, nextValue: () -> Anchor<[CGPoint]>?) { value = value ?? nextValue() }
}

private struct MaybeKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect?>? = nil
    static func reduce(value: inout Anchor<CGRect?>?, nextValue: () -> Anchor<CGRect?>?) { value = value ?? nextValue() }
}

private final class Box<T> { var value: T?; init() {} }

/// A 40×20 view at (10, 30) inside a 100×100 root (the root is the reader's space).
private func resolveInRoot<K: PreferenceKey, T>(_ key: K.Type, _ attach: (AnyView) -> AnyView,
                                                 _ read: @escaping (GeometryProxy, K.Value) -> T) -> T? {
    let box = Box<T>()
    let target = Color.blue.frame(width: 40, height: 20)
    let view = ZStack(alignment: .topLeading) {
        Color.clear.frame(width: 100, height: 100)
        attach(AnyView(target)).offset(x: 10, y: 30)
    }
    .overlayPreferenceValue(key) { value in
        GeometryReader { proxy in
            let _ = { box.value = read(proxy, value) }()
            Color.clear
        }
    }
    _ = ImageRenderer(content: view).layout()
    return box.value
}

@Suite(.tags(.layout)) struct AnchorSourceTests {
    @Test func unitPointSourcesNameTheirPoints() throws {
        let sources: [(Anchor<CGPoint>.Source, CGPoint)] = [
            (.topLeading, CGPoint(x: 10, y: 30)), (.top, CGPoint(x: 30, y: 30)), (.topTrailing, CGPoint(x: 50, y: 30)),
            (.leading, CGPoint(x: 10, y: 40)), (.center, CGPoint(x: 30, y: 40)), (.trailing, CGPoint(x: 50, y: 40)),
            (.bottomLeading, CGPoint(x: 10, y: 50)), (.bottom, CGPoint(x: 30, y: 50)), (.bottomTrailing, CGPoint(x: 50, y: 50)),
            (.unitPoint(UnitPoint(x: 0.25, y: 0.75)), CGPoint(x: 20, y: 45)), (.point(CGPoint(x: 3, y: 4)), CGPoint(x: 13, y: 34)),
        ]
        for (source, expected) in sources {
            let got = resolveInRoot(PointsKey.self, { AnyView($0.anchorPreference(key: PointsKey.self, value: source) { [$0] }) }) { proxy, anchors in
                anchors.map { proxy[$0] }
            }
            #expect(got == [expected])
        }
    }

    @Test func rectSourcesAndTransformAnchorPreference() throws {
        let got = resolveInRoot(RectsKey.self, {
            AnyView($0.anchorPreference(key: RectsKey.self, value: .bounds) { [$0] }
                .transformAnchorPreference(key: RectsKey.self, value: .rect(CGRect(x: 5, y: 5, width: 10, height: 10))) { $0.append($1) })
        }) { proxy, anchors in anchors.map { proxy[$0] } }
        #expect(got == [CGRect(x: 10, y: 30, width: 40, height: 20), CGRect(x: 15, y: 35, width: 10, height: 10)])
    }

    @Test func arrayAndOptionalSources() throws {
        let many = resolveInRoot(ManyKey.self, {
            AnyView($0.anchorPreference(key: ManyKey.self, value: Anchor<[CGPoint]>.Source([.topLeading, .bottomTrailing])) { $0 })
        }) { proxy, anchor in anchor.map { proxy[$0] } }
        #expect(many == .some([CGPoint(x: 10, y: 30), CGPoint(x: 50, y: 50)]))

        let some = resolveInRoot(MaybeKey.self, {
            AnyView($0.anchorPreference(key: MaybeKey.self, value: Anchor<CGRect?>.Source(Anchor<CGRect>.Source.bounds)) { $0 })
        }) { proxy, anchor in anchor.map { proxy[$0] } }
        #expect(some == .some(.some(CGRect(x: 10, y: 30, width: 40, height: 20))))

        let none = resolveInRoot(MaybeKey.self, {
            AnyView($0.anchorPreference(key: MaybeKey.self, value: Anchor<CGRect?>.Source(nil as Anchor<CGRect>.Source?)) { $0 })
        }) { proxy, anchor -> String in anchor.map { "\(proxy[$0] as Any)" } ?? "no anchor" }
        #expect(none == "nil")
    }

    @Test func anchorsFollowGeometryEffectsAbove() throws {
        // A scale above the anchored view and the reader: both see the same scaled space, so the
        // anchor converts to the unscaled local rectangle; the global frame is scaled.
        let rect = Box<CGRect>(), global = Box<CGRect>()
        let view = HStack(spacing: 0) {
            Color.gray.frame(width: 30, height: 10)
            Color.blue.frame(width: 20, height: 10).anchorPreference(key: RectsKey.self, value: .bounds) { [$0] }
        }
        .overlayPreferenceValue(RectsKey.self) { anchors in
            GeometryReader { proxy in
                let _ = { rect.value = anchors.first.map { proxy[$0] }; global.value = proxy.frame(in: .global) }()
                Color.clear
            }
        }
        .scaleEffect(2, anchor: .topLeading)
        .padding(4)
        _ = ImageRenderer(content: view).layout()
        #expect(rect.value == CGRect(x: 30, y: 0, width: 20, height: 10))
        #expect(global.value == CGRect(x: 4, y: 4, width: 100, height: 20))
    }

    @Test func anchorsAreEquatableByWhereTheyPoint() throws {
        // Anchor<CGRect> is Equatable, so onPreferenceChange can observe a key holding anchors.
        func anchors(x: CGFloat) -> [Anchor<CGRect>] {
            let box = Box<[Anchor<CGRect>]>()
            let view = HStack(spacing: 0) {
                Color.clear.frame(width: x, height: 10)
                Color.blue.frame(width: 20, height: 10).anchorPreference(key: RectsKey.self, value: .bounds) { [$0] }
            }
            .onPreferenceChange(RectsKey.self) { box.value = $0 }
            _ = ImageRenderer(content: view).layout()
            return box.value ?? []
        }
        #expect(anchors(x: 10).count == 1)
        #expect(anchors(x: 10) == anchors(x: 10))
        #expect(anchors(x: 10) != anchors(x: 11))
    }

    @Test func layoutTreeReportsTheRootsPreferenceValue() throws {
        struct CountKey: PreferenceKey {
            static let defaultValue = 0
            static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
        }
        let tree = ImageRenderer(content: VStack {
            Color.red.frame(width: 5, height: 5).preference(key: CountKey.self, value: 2)
            Color.red.frame(width: 5, height: 5).preference(key: CountKey.self, value: 5)
        }).layout()
        #expect(tree.preferenceValue(CountKey.self) == 7)
        #expect(tree.preferenceValue(RectsKey.self).isEmpty)
    }
}
