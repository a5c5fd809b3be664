import Foundation
import Testing
import BackplateSnapshotTesting
import BackplateTestSupport
@testable import BackplateCore

/// A small card with text, an image, shapes and a stack: the subject of the "inert modifiers
/// change nothing" checks.
private struct ForecastTile: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Lisbon").font(.headline).id("title")
            HStack {
                Image(systemName: "sun.max.fill").id("icon")
                Text("24°").id("temp")
            }
            Capsule().fill(Color.orange).frame(width: 60, height: 6).id("bar")
        }
        .padding(12)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.blue))
    }
}

private struct LoadedFlag: Error, LocalizedError {}

private struct RowID: Identifiable { let id = 1 }

/// Every inert modifier of the brief, applied to `content` (in three chains: one chain of them
/// all took the type checker 3.6 s).
private func withInertModifiers<V: View>(_ content: V) -> some View {
    withInputModifiers(withPresentationModifiers(withEventModifiers(content)))
}

/// The inert event, gesture and animation modifiers.
private func withEventModifiers<V: View>(_ content: V) -> some View {
    @State var flag = false
    let drag = DragGesture(minimumDistance: 0).onChanged { _ in }.onEnded { _ in }
    return content
        .onAppear {}.onDisappear {}
        .task {}.task(id: 3) {}
        .onChange(of: 1) { _, _ in }.onChange(of: 2, initial: true) {}
        .refreshable {}
        .onSubmit {}.onOpenURL { _ in }
        .contentShape(Rectangle()).contentShape(.contextMenuPreview, RoundedRectangle(cornerRadius: 8))
        .allowsHitTesting(false)
        .onTapGesture {}.onTapGesture(count: 2, coordinateSpace: .local) { _ in }
        .onLongPressGesture(minimumDuration: 1, perform: {}, onPressingChanged: { _ in })
        .gesture(drag).simultaneousGesture(TapGesture()).highPriorityGesture(LongPressGesture().sequenced(before: drag))
        .animation(.easeInOut(duration: 0.3).delay(0.1).repeatForever(autoreverses: false), value: flag)
        .transaction { $0.animation = .spring }
        .transition(.move(edge: .bottom).combined(with: .opacity))
        .contentTransition(.numericText(value: 3))
        .sensoryFeedback(.success, trigger: flag)
}

/// The inert presentation modifiers: nothing is presented in a still render.
private func withPresentationModifiers<V: View>(_ content: V) -> some View {
    @State var flag = false
    @State var row: RowID? = nil
    return content
        .alert("Storm", isPresented: $flag) { Text("OK") } message: { Text("Wind") }
        .alert(isPresented: $flag, error: LoadedFlag?.none) { Text("OK") }
        .confirmationDialog("Delete", isPresented: $flag, titleVisibility: .visible) { Text("Delete") }
        .sheet(isPresented: $flag) { Text("Sheet") }
        .sheet(item: $row) { _ in Text("Row") }
        .fullScreenCover(isPresented: $flag) { Text("Cover") }
        .popover(isPresented: $flag) { Text("Popover") }
        .presentationDetents([.medium, .large]).presentationDragIndicator(.visible)
        .presentationCornerRadius(20).presentationBackground(.thinMaterial).interactiveDismissDisabled()
        .contextMenu { Text("Copy") } preview: { Text("Preview") }
        .swipeActions(edge: .leading) { Text("Pin") }
}

/// The inert search, keyboard, focus and accessibility modifiers.
private func withInputModifiers<V: View>(_ content: V) -> some View {
    @State var text = ""
    return content
        .searchable(text: $text, placement: .navigationBarDrawer(displayMode: .always), prompt: "City")
        .searchSuggestions { Text("Paris") }
        .help("Forecast").keyboardShortcut("r", modifiers: [.command, .shift])
        .keyboardType(.numberPad).textInputAutocapitalization(.never).autocorrectionDisabled()
        .submitLabel(.search).textContentType(.addressCity).focusable().scrollDismissesKeyboard(.interactively)
        .accessibilityLabel("Forecast").accessibilityAddTraits(.isButton).accessibilityHidden(false)
        .ignoresSafeArea()
        .matchedGeometryEffect(id: "tile", in: Namespace().wrappedValue)
}

@Suite(.tags(.layout)) struct InertModifierTests {
    @Test func inertModifiersLeaveLayoutAndDisplayListUnchanged() {
        let plain = layout(ForecastTile(), proposal(300, nil), scale: 2)
        let modified = layout(withInertModifiers(ForecastTile()), proposal(300, nil), scale: 2)
        #expect(plain.size == modified.size)
        for id in ["title", "icon", "temp", "bar"] {
            #expect(plain.frame(of: id) != nil)
            #expect(plain.frame(of: id) == modified.frame(of: id))
        }
        let a = plain.displayList(scale: 2), b = modified.displayList(scale: 2)
        #expect(a.flattenedLeaves.count == b.flattenedLeaves.count)
        #expect(a.description == b.description)
    }

    @Test func presentationsDoNotDrawTheirContentEvenWhenPresented() {
        let shown = Color.red.frame(width: 20, height: 20)
            .sheet(isPresented: .constant(true)) { Color.blue.frame(width: 300, height: 300) }
            .alert("Alert", isPresented: .constant(true)) { Text("OK") }
            .popover(isPresented: .constant(true)) { Color.green }
        let (tree, warnings) = RuntimeWarning.collecting { layout(shown) }
        #expect(tree.size == CGSize(width: 20, height: 20))
        #expect(tree.displayList().flattenedLeaves.count == 1)
        // Each presentation iOS would be showing is named; one not presented says nothing.
        for kind in ["sheet", "alert", "popover"] {
            #expect(warnings.contains { $0.hasPrefix(kind + ": iOS would present it here") }, "\(kind): \(warnings)")
        }
        let (_, quiet) = RuntimeWarning.collecting {
            layout(Color.red.sheet(item: .constant(RowID?.none)) { _ in Color.blue }.confirmationDialog("Delete", isPresented: .constant(false)) { Text("Delete") })
        }
        #expect(!quiet.contains { $0.contains("iOS would present") })
        let (_, covered) = RuntimeWarning.collecting { layout(Color.red.fullScreenCover(item: .constant(RowID())) { _ in Color.blue }) }
        #expect(covered.contains { $0.hasPrefix("fullScreenCover:") })
    }
}

@Suite(.tags(.layout)) struct AnimationSemanticsTests {
    @Test func withAnimationRunsTheBodyAndReturnsItsResult() {
        var count = 0
        let result = withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) { () -> Int in count += 1; return 42 }
        #expect(result == 42)
        #expect(count == 1)
        var completed = false
        let text = withAnimation(.easeInOut, { "done" }, completion: { completed = true })
        #expect(text == "done")
        #expect(completed)
        #expect(withTransaction(Transaction(animation: .linear)) { 7 } == 7)
        #expect(withTransaction(\.disablesAnimations, true) { "t" } == "t")
    }

    @Test func withAnimationRethrows() {
        struct Failure: Error {}
        #expect(throws: Failure.self) { try withAnimation { throw Failure() } }
    }

    @Test func animationsDescribeTheirCurve() {
        #expect(Animation.easeInOut(duration: 0.3).delay(0.1).description == "easeInOut(duration: 0.3).delay(0.1)")
        #expect(Animation.linear.repeatForever(autoreverses: false).description == "linear.repeatForever(autoreverses: false)")
        #expect(Animation.spring(duration: 0.6, bounce: 0.2) != Animation.spring)
        #expect(Animation.snappy(duration: 0.2).duration == 0.2)
        #expect(AnyTransition.move(edge: .bottom).combined(with: .opacity).description == "move(edge: .bottom).combined(with: opacity)")
    }

    @Test func phaseAnimatorShowsTheFirstPhase() {
        let view = Color.red.frame(height: 10)
            .phaseAnimator([2.0, 5.0, 9.0]) { content, phase in content.frame(width: 10 * phase).id("phased") }
        expectFrame(layout(view).frame(of: "phased"), rect(0, 0, 20, 10))
        let triggered = PhaseAnimator([3.0, 1.0], trigger: 0) { phase in Color.red.frame(width: 10 * phase, height: 10).id("p") }
        expectFrame(layout(triggered).frame(of: "p"), rect(0, 0, 30, 10))
    }

    @Test func phaseAnimatorWithNoPhasesDrawsNothing() {
        let view = Color.red.frame(width: 10, height: 10).phaseAnimator([Double]()) { content, _ in content }
        #expect(layout(view).displayList().flattenedLeaves.isEmpty)
    }

    @Test func keyframeAnimatorShowsTheInitialValue() {
        struct Values { var scale = 1.5; var width: CGFloat = 40 }
        let view = Color.red.frame(height: 10)
            .keyframeAnimator(initialValue: Values()) { content, value in
                content.frame(width: value.width * value.scale).id("k")
            } keyframes: { _ in
                KeyframeTrack(\.scale) {
                    LinearKeyframe(2.0, duration: 0.2)
                    SpringKeyframe(1.0, duration: 0.3, spring: .bouncy)
                    CubicKeyframe(1.2, duration: 0.1)
                    MoveKeyframe(1.0)
                }
                KeyframeTrack(\.width) { LinearKeyframe(80, duration: 1) }
            }
        expectFrame(layout(view).frame(of: "k"), rect(0, 0, 60, 10))
    }

    @Test func namespacesAreDistinctAndStablePerDeclaration() {
        let a = Namespace(), b = Namespace()
        #expect(a.wrappedValue == a.wrappedValue)
        let copy = a
        #expect(copy.wrappedValue == a.wrappedValue)
        #expect(a.wrappedValue != b.wrappedValue)
    }
}

@Suite(.tags(.layout)) struct InteractionStateTests {
    @Test func focusStateHoldsItsInitialValue() {
        enum Field: Hashable { case city, country }
        let flag = FocusState<Bool>()
        let field = FocusState<Field?>()
        #expect(flag.wrappedValue == false)
        #expect(field.wrappedValue == nil)
        #expect(FocusState<Bool?>().wrappedValue == nil)
        #expect(flag.projectedValue.wrappedValue == false)
        // Outside a view's body there is no per-position storage: a write is dropped, as
        // @State drops it (inside a body, the binding and the wrapper share the position's box).
        field.projectedValue.wrappedValue = .country
        #expect(field.wrappedValue == nil)
    }

    @Test func gestureStateHoldsItsInitialValue() {
        let offset = GestureState(wrappedValue: CGSize(width: 3, height: 4))
        let pressed = GestureState<Bool?>()
        var touched = false
        _ = DragGesture().updating(offset.projectedValue) { value, state, _ in state = value.translation; touched = true }
        #expect(offset.wrappedValue == CGSize(width: 3, height: 4))
        #expect(pressed.wrappedValue == nil)
        #expect(!touched)
    }

    @Test func dragValueDerivesTranslations() {
        let v = DragGesture.Value(time: Date(timeIntervalSince1970: 0), location: CGPoint(x: 30, y: 5),
                                  startLocation: CGPoint(x: 10, y: 15), predictedEndLocation: CGPoint(x: 50, y: 0))
        #expect(v.translation == CGSize(width: 20, height: -10))
        #expect(v.predictedEndTranslation == CGSize(width: 40, height: -15))
    }
}

/// Draws a 10 pt square marked with the value read from the environment.
private struct EnvironmentProbe<Value: Hashable>: View {
    let keyPath: KeyPath<EnvironmentValues, Value>
    @Environment(\.self) var environment
    var body: some View { Color.red.frame(width: 10, height: 10).id(environment[keyPath: keyPath]) }
}

@MainActor @Suite(.tags(.layout)) struct EnvironmentDefaultTests {
    @Test func defaultsMatchAnIPhoneInPortrait() {
        let env = EnvironmentValues()
        #expect(env.horizontalSizeClass == .compact)
        #expect(env.verticalSizeClass == .regular)
        #expect(env.dynamicTypeSize == .large)
        #expect(env.sizeCategory == .large)
        #expect(env.legibilityWeight == .regular)
        #expect(env.accessibilityReduceMotion == false)
        #expect(env.accessibilityDifferentiateWithoutColor == false)
        #expect(env.redactionReasons.isEmpty)
        #expect(env.isPresented == false)
        #expect(env.editMode == nil)
    }

    @Test func dynamicTypeSizesAreOrdered() {
        #expect(DynamicTypeSize.allCases.count == 12)
        #expect(DynamicTypeSize.xSmall < .large && DynamicTypeSize.xxxLarge < .accessibility1)
        #expect(!DynamicTypeSize.xxxLarge.isAccessibilitySize)
        #expect(DynamicTypeSize.accessibility1.isAccessibilitySize)
        var env = EnvironmentValues()
        env.sizeCategory = .accessibilityMedium
        #expect(env.dynamicTypeSize == .accessibility1)
        env.dynamicTypeSize = .xLarge
        #expect(env.sizeCategory == .extraLarge)
    }

    @Test func dynamicTypeSizeModifiersStoreAndClamp() {
        let set = EnvironmentProbe(keyPath: \.dynamicTypeSize).dynamicTypeSize(.xxLarge)
        #expect(layout(set).frame(of: DynamicTypeSize.xxLarge) != nil)
        let clamped = EnvironmentProbe(keyPath: \.dynamicTypeSize).dynamicTypeSize(.xSmall ... .medium)
        #expect(layout(clamped).frame(of: DynamicTypeSize.medium) != nil)
        let upTo = EnvironmentProbe(keyPath: \.dynamicTypeSize).dynamicTypeSize(...DynamicTypeSize.xxxLarge)
            .environment(\.dynamicTypeSize, .accessibility3)
        #expect(layout(upTo).frame(of: DynamicTypeSize.xxxLarge) != nil)
    }

    @Test func redactionIsAdditiveAndUnredactedClearsIt() {
        let both = EnvironmentProbe(keyPath: \.redactionReasons.rawValue).redacted(reason: .privacy).redacted(reason: .placeholder)
        #expect(layout(both).frame(of: RedactionReasons([.privacy, .placeholder]).rawValue) != nil)
        let cleared = EnvironmentProbe(keyPath: \.redactionReasons.rawValue).unredacted().redacted(reason: .placeholder)
        #expect(layout(cleared).frame(of: 0) != nil)
    }
}

@Suite(.backplateLook(.iOS18), .tags(.layout)) struct RedactionDisplayTests {
    private func shapeItems(_ list: DisplayList) -> [DisplayList.ShapeItem] {
        list.flattenedLeaves.compactMap { if case .shape(let s) = $0 { return s } else { return nil } }
    }

    @Test func redactedTextKeepsItsFrameAndDrawsOneBarPerLine() {
        let words = "Sunny spells with a light breeze in the afternoon"
        let plain = layout(Text(words).id("t"), proposal(120, nil))
        let redacted = layout(Text(words).id("t").redacted(reason: .placeholder), proposal(120, nil))
        let frame = try! #require(plain.frame(of: "t"))
        #expect(redacted.frame(of: "t") == frame)
        let list = redacted.displayList()
        let bars = shapeItems(list)
        // The font-free engine: 17 pt body, 8.5 pt per character, so 120 pt holds 14 characters.
        let lines = FixedMetricsTextEngine().layout(TextLayoutRequest(runs: [TextRun(string: words, font: Font.body.resolved())], width: 120, height: nil, lineLimit: nil)).lineCount
        #expect(lines > 1)
        #expect(bars.count == lines)
        #expect(list.flattenedLeaves.allSatisfy { if case .text = $0 { return false } else { return true } })
        // Each bar spans the line's cap height (down to the baseline, as iOS 17 draws it) and
        // lies inside the text's frame.
        let capHeight = 17 * SystemFontMetrics.capHeight
        for bar in bars {
            #expect(abs(bar.frame.height - capHeight) <= 1)
            #expect(frame.insetBy(dx: -0.5, dy: -0.5).contains(bar.frame))
            #expect(bar.paint == .color(RGBAColor(red: 0, green: 0, blue: 0, alpha: RedactionPlaceholderStyle.opacity)))
        }
        #expect(bars.first?.frame.width == frame.width)
    }

    @Test func privacyRedactsOnlyPrivacySensitiveContent() {
        let view = VStack {
            Text("Balance")
            Text("€1,204").privacySensitive()
        }
        .redacted(reason: .privacy)
        let items = layout(view).displayList().flattenedLeaves
        let texts = items.filter { if case .text = $0 { return true } else { return false } }
        #expect(texts.count == 1)
        #expect(items.count == 2)
        let unmarked = layout(VStack { Text("A"); Text("B") }.redacted(reason: .privacy)).displayList().flattenedLeaves
        #expect(unmarked.allSatisfy { if case .text = $0 { return true } else { return false } })
    }

    @Test func unredactedContentDrawsNormally() {
        let view = VStack {
            Text("Loading")
            Text("Always").unredacted()
        }
        .redacted(reason: .placeholder)
        let items = layout(view).displayList().flattenedLeaves
        #expect(items.count == 2)
        if case .shape = items[0] {} else { Issue.record("first text should be a bar") }
        if case .text(let t) = items[1] { #expect(t.string == "Always") } else { Issue.record("second text should draw") }
    }

    @Test func redactedImageIsARoundedRectangleOfItsFrame() {
        let view = Image(systemName: "cloud.rain.fill").resizable().frame(width: 40, height: 30).id("img")
            .foregroundStyle(Color.blue)
            .redacted(reason: .placeholder)
        let tree = layout(view)
        let bars = shapeItems(tree.displayList())
        #expect(bars.count == 1)
        #expect(bars.first?.frame == tree.frame(of: "img"))
        // Systemblue (0, 122, 255) at the placeholder opacity.
        #expect(bars.first?.paint == .color(RGBAColor(red: 0, green: 122 / 255, blue: 1, alpha: RedactionPlaceholderStyle.opacity)))
    }

    @Test func shapesAndColorsAreNotRedacted() {
        let view = HStack { Color.green.frame(width: 10, height: 10); Circle().fill(Color.red).frame(width: 10, height: 10) }
            .redacted(reason: .placeholder)
        let plain = HStack { Color.green.frame(width: 10, height: 10); Circle().fill(Color.red).frame(width: 10, height: 10) }
        #expect(layout(view).displayList().description == layout(plain).displayList().description)
    }
}

@Suite(.tags(.layout)) struct SymbolEffectTests {
    @Test func symbolEffectsCompileAndDrawTheSymbolAtRest() {
        let base = Image(systemName: "cloud.rain.fill").font(.title).id("s")
        let effects = base
            .symbolEffect(.pulse)
            .symbolEffect(.variableColor.iterative.reversing, options: .repeating)
            .symbolEffect(.bounce.up.byLayer, options: .speed(2).repeat(3), value: 4)
            .symbolEffect(.scale.up, isActive: true)
            .symbolEffectsRemoved(false)
            .contentTransition(.symbolEffect(.replace.downUp))
        #expect(layout(base).frame(of: "s") == layout(effects).frame(of: "s"))
        #expect(layout(base).displayList().description == layout(effects).displayList().description)
        #expect(BounceSymbolEffect.bounce.up != BounceSymbolEffect.bounce.down)
    }
}

/// A custom iOS 17 transition: faded and shrunk unless present.
private struct FadeShrink: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .frame(width: phase.isIdentity ? 30 : 5)
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

@Suite(.tags(.layout)) struct TransitionProtocolTests {
    @Test func customTransitionsShowTheIdentityPhase() {
        let view = Color.red.frame(height: 10).transition(FadeShrink()).id("v")
        expectFrame(layout(view).frame(of: "v"), rect(0, 0, 30, 10))
        #expect(TransitionPhase.willAppear.value == -1 && TransitionPhase.identity.value == 0 && TransitionPhase.didDisappear.value == 1)
        #expect(FadeShrink.properties.hasMotion)
    }
}

/// A shake effect as apps write it: a horizontal offset from `animatableData`.
private struct ShakeEffect: GeometryEffect {
    var amount: CGFloat = 10
    var animatableData: CGFloat
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount * animatableData, y: 0))
    }
}

/// Flips the view horizontally around its centre: needs the laid-out size.
private struct MirrorEffect: GeometryEffect {
    var animatableData: Double = 0
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: size.width, ty: 0))
    }
}

@Suite(.tags(.layout)) struct GeometryEffectTests {
    @Test func geometryEffectsTransformTheDrawingAtTheirCurrentValue() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 10).modifier(ShakeEffect(animatableData: 1.5)).id("shaken")
            Color.blue.frame(width: 20, height: 10).id("next")
        }
        let tree = layout(view)
        // Drawn 15 pt to the right; layout unchanged (the next view starts at 20).
        expectFrame(tree.frame(of: "shaken"), rect(15, 0, 20, 10))
        expectFrame(tree.frame(of: "next"), rect(20, 0, 20, 10))
        let mirrored = layout(Color.red.frame(width: 30, height: 10).modifier(MirrorEffect()).id("m"))
        expectFrame(mirrored.frame(of: "m"), rect(0, 0, 30, 10))
        #expect(ProjectionTransform().isIdentity && ProjectionTransform().isAffine)
    }
}
