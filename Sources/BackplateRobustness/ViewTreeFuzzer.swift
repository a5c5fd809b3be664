import Foundation
import Backplate

/// A seeded generator of random view trees, for checking Backplate's invariants on inputs
/// nobody wrote by hand. The same seed always gives the same trees.
///
/// Trees mix leaves (colours, shapes, text, symbols, images, spacers), stacks and about thirty
/// modifiers; numbers are ordinary (0...200) most of the time and, with `extremeRate`, one of
/// the bad values of `BadValueMatrix.doubles`.
public struct ViewTreeFuzzer {
    /// SplitMix64: small, fast, and the same on every platform.
    public struct Generator: RandomNumberGenerator {
        var state: UInt64
        public init(seed: UInt64) { state = seed }
        public mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// One generated case: the view, the proposal and scale it is rendered with, and how many
    /// `.id(_:)` values it carries (0..<idCount).
    public struct Tree {
        public let view: AnyView
        public let proposal: ProposedViewSize
        public let scale: CGFloat
        public let idCount: Int
    }

    var rng: Generator
    /// The chance that a number is an extreme value.
    public var extremeRate: Double
    /// The deepest nesting generated.
    public var maxDepth: Int
    private var nextID = 0
    private var budget = 0

    public init(seed: UInt64, extremeRate: Double = 0.15, maxDepth: Int = 6) {
        rng = Generator(seed: seed)
        self.extremeRate = extremeRate
        self.maxDepth = maxDepth
    }

    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
    mutating func int(_ n: Int) -> Int { Int.random(in: 0..<n, using: &rng) }

    /// A number: usually 0...200, sometimes an extreme.
    mutating func number(_ range: ClosedRange<Double> = 0...200) -> CGFloat {
        if chance(extremeRate) { return BadValueMatrix.doubles[int(BadValueMatrix.doubles.count)].1 }
        return Double.random(in: range, using: &rng)
    }

    mutating func color() -> Color {
        switch int(5) {
        case 0: return .red
        case 1: return .blue.opacity(number(0...1))
        case 2: return Color(red: number(0...1), green: number(0...1), blue: number(0...1), opacity: number(0...1))
        case 3: return Color(hue: number(0...1), saturation: number(0...1), brightness: number(0...1))
        default: return .primary
        }
    }

    mutating func leaf() -> AnyView {
        switch int(11) {
        case 0: return AnyView(color())
        case 1: return AnyView(Rectangle().fill(color()))
        case 2: return AnyView(Circle().stroke(color(), lineWidth: number(0...10)))
        case 3: return AnyView(RoundedRectangle(cornerRadius: number(0...30)).fill(color()))
        case 4:
            let words = ["Backplate", "renders", "views", "on", "Linux", "héllo", "🙂", "a-very-long-unbreakable-word-of-backplate"]
            let s = (0..<(1 + int(8))).map { _ in words[int(words.count)] }.joined(separator: " ")
            return AnyView(Text(s).font(.system(size: number(1...40))))
        case 5: return AnyView(Image(systemName: ["star.fill", "heart", "no.such.symbol"][int(3)]))
        case 6: return AnyView(Spacer(minLength: chance(0.5) ? nil : number()))
        case 7: return AnyView(Capsule().fill(color()))
        case 8:
            let dash = [number(0...10), number(0...10)]
            return AnyView(Ellipse().stroke(color(), style: StrokeStyle(lineWidth: number(0...8), dash: dash, dashPhase: number())))
        case 9:
            let (a, b, c) = (number(), number(), number(-720...720))
            return AnyView(Path { p in
                p.move(to: CGPoint(x: a, y: b))
                p.addRelativeArc(center: CGPoint(x: b, y: a), radius: c.magnitude, startAngle: .degrees(a), delta: .degrees(c))
                p.addLine(to: CGPoint(x: c, y: a))
            }.fill(color()))
        default: return AnyView(EmptyView())
        }
    }

    mutating func modified(_ v: AnyView) -> AnyView {
        switch int(30) {
        case 0: return AnyView(v.padding(number()))
        case 1: return AnyView(v.frame(width: chance(0.5) ? number() : nil, height: chance(0.5) ? number() : nil))
        case 2: return AnyView(v.frame(minWidth: chance(0.5) ? number() : nil, maxWidth: chance(0.5) ? (chance(0.5) ? .infinity : number()) : nil,
                                       minHeight: chance(0.3) ? number() : nil, maxHeight: chance(0.5) ? number() : nil))
        case 3: return AnyView(v.offset(x: number(-100...100), y: number(-100...100)))
        case 4: return AnyView(v.position(x: number(), y: number()))
        case 5: return AnyView(v.aspectRatio(chance(0.3) ? nil : number(0...4), contentMode: chance(0.5) ? .fit : .fill))
        case 6: return AnyView(v.opacity(number(0...1)))
        case 7: return AnyView(v.blur(radius: number(0...20), opaque: chance(0.2)))
        case 8: return AnyView(v.shadow(radius: number(0...20)))
        case 9: return AnyView(v.rotationEffect(.degrees(number(-360...360))))
        case 10: return AnyView(v.scaleEffect(number(0...3)))
        case 11: return AnyView(v.clipShape(RoundedRectangle(cornerRadius: number(0...20))))
        case 12: return AnyView(v.background(color()))
        case 13: return AnyView(v.overlay(Circle().stroke(color())))
        case 14: return AnyView(v.fixedSize())
        case 15: return AnyView(v.layoutPriority(number(-5...5)))
        case 16: return AnyView(v.cornerRadius(number(0...20)))
        case 17: return AnyView(v.border(color(), width: number(0...5)))
        case 18: return AnyView(v.foregroundColor(color()))
        case 19: return AnyView(v.font(.system(size: number(1...40))))
        case 20: return AnyView(v.lineLimit(int(4)))
        case 21: return AnyView(v.zIndex(number()))
        case 22: return AnyView(v.mask(Circle()))
        case 23: return AnyView(v.compositingGroup())
        case 24: return AnyView(v.scaleEffect(x: number(-2...2), y: number(-2...2)))
        case 25:
            let ratio = number(-2...2)
            return AnyView(v.alignmentGuide(.leading) { d in d.width * ratio })
        case 26: return AnyView(v.clipShape(Circle().stroke(style: StrokeStyle(lineWidth: 3, dash: [number(0...4)]))))
        case 27: return AnyView(v.frame(maxWidth: .infinity, maxHeight: .infinity))
        case 28: return AnyView(v.padding(.horizontal, number()))
        default: return AnyView(v.background(LinearGradient(colors: [color(), color()], startPoint: .top, endPoint: .bottom)))
        }
    }

    mutating func node(depth: Int) -> AnyView {
        budget -= 1
        var v: AnyView
        if depth >= maxDepth || budget <= 0 || chance(0.35) {
            v = leaf()
        } else {
            let n = int(4)
            var children: [AnyView] = []
            for _ in 0..<n { children.append(node(depth: depth + 1)) }
            let spacing: CGFloat? = chance(0.5) ? nil : number(0...20)
            switch int(3) {
            case 0: v = AnyView(HStack(spacing: spacing) { ForEach(0..<children.count, id: \.self) { children[$0] } })
            case 1: v = AnyView(VStack(spacing: spacing) { ForEach(0..<children.count, id: \.self) { children[$0] } })
            default: v = AnyView(ZStack { ForEach(0..<children.count, id: \.self) { children[$0] } })
            }
        }
        for _ in 0..<int(3) { v = modified(v) }
        let id = nextID
        nextID += 1
        return AnyView(v.id(id))
    }

    /// The next random tree (at most about 40 views).
    public mutating func nextTree() -> Tree {
        nextID = 0
        budget = 40
        let view = node(depth: 0)
        let proposal: ProposedViewSize
        switch int(4) {
        case 0: proposal = .unspecified
        case 1: proposal = ProposedViewSize(width: number(0...400), height: number(0...400))
        case 2: proposal = ProposedViewSize(width: number(0...400), height: nil)
        default: proposal = chance(0.5) ? .infinity : .zero
        }
        let scale: CGFloat = chance(extremeRate) ? number() : [1, 2, 3][int(3)]
        return Tree(view: view, proposal: proposal, scale: scale, idCount: nextID)
    }

    /// Generates and checks `count` trees; returns the violations found, each prefixed with
    /// the tree's index.
    public mutating func run(count: Int, outputs: (Int) -> InvariantChecker.Outputs = { $0 % 10 == 0 ? .all : .png },
                             progress: (Int) -> Void = { _ in }) -> [String] {
        var found: [String] = []
        for i in 0..<count {
            let tree = nextTree()
            for v in InvariantChecker.violations(of: tree.view, proposal: tree.proposal, scale: tree.scale,
                                                 ids: 0..<tree.idCount, outputs: outputs(i)) {
                found.append("tree \(i): \(v)")
            }
            progress(i)
        }
        return found
    }
}
