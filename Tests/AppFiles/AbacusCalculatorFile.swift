import Backplate
import BackplateUIKit  // the app's `import SwiftUI` brings UIKit's UIScreen and UIColor on iOS

// Abacus: a calculator in the iPhone Calculator's layout, written the way calculator
// tutorials write it: keys sized from `UIScreen.main.bounds.width` (capped when
// `UIDevice.current.userInterfaceIdiom == .pad`), a display that shrinks
// long numbers with `minimumScaleFactor`, an ObservableObject "brain" with a NumberFormatter,
// a `ButtonStyle` per key kind, a double-width capsule zero key, the pending operator shown
// inverted, and colours chosen from `@Environment(\.colorScheme)`.

enum AbacusOperation: String {
    case add = "+", subtract = "−", multiply = "×", divide = "÷"

    func apply(_ lhs: Double, _ rhs: Double) -> Double {
        switch self {
        case .add: return lhs + rhs
        case .subtract: return lhs - rhs
        case .multiply: return lhs * rhs
        case .divide: return rhs == 0 ? .nan : lhs / rhs
        }
    }
}

enum AbacusKey: Hashable {
    case digit(Int)
    case decimal, clear, sign, percent, equals
    case operation(AbacusOperation)

    var title: String {
        switch self {
        case .digit(let value): return "\(value)"
        case .decimal: return "."
        case .clear: return "AC"
        case .sign: return "+/−"
        case .percent: return "%"
        case .equals: return "="
        case .operation(let op): return op.rawValue
        }
    }

    var isFunction: Bool { self == .clear || self == .sign || self == .percent }
    var isOperator: Bool {
        if case .operation = self { return true }
        return self == .equals
    }
}

final class AbacusBrain: ObservableObject {
    @Published private(set) var display = "0"
    @Published private(set) var pending: AbacusOperation?

    private var accumulator: Double?
    private var isTyping = false

    private static let formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 8
        formatter.locale = Locale(identifier: "en_US")
        return formatter
    }()

    private var value: Double {
        Double(display.replacingOccurrences(of: ",", with: "")) ?? 0
    }

    func press(_ key: AbacusKey) {
        switch key {
        case .digit(let digit):
            if isTyping && display != "0" {
                display += "\(digit)"
                display = Self.formatter.string(from: NSNumber(value: value)) ?? display
            } else {
                display = "\(digit)"
            }
            isTyping = true
        case .decimal:
            if !isTyping { display = "0" ; isTyping = true }
            if !display.contains(".") { display += "." }
        case .clear:
            display = "0"; accumulator = nil; pending = nil; isTyping = false
        case .sign:
            show(-value)
        case .percent:
            show(value / 100)
        case .operation(let op):
            evaluate()
            accumulator = value
            pending = op
            isTyping = false
        case .equals:
            evaluate()
            pending = nil
        }
    }

    private func evaluate() {
        guard let lhs = accumulator, let op = pending, isTyping else { return }
        show(op.apply(lhs, value))
        accumulator = nil
        isTyping = false
    }

    private func show(_ number: Double) {
        display = number.isNaN ? "Error" : Self.formatter.string(from: NSNumber(value: number)) ?? "Error"
    }
}

struct AbacusKeyStyle: ButtonStyle {
    let key: AbacusKey
    let size: CGFloat
    var spacing: CGFloat = 12
    var isPending = false
    @Environment(\.colorScheme) private var colorScheme

    private var isWide: Bool { key == .digit(0) }

    private var fill: Color {
        if key.isOperator { return isPending ? .white : .orange }
        if key.isFunction { return colorScheme == .dark ? Color(.lightGray) : Color(.systemGray3) }
        return colorScheme == .dark ? Color(.darkGray) : Color(.systemGray5)
    }

    private var foreground: Color {
        if key.isOperator { return isPending ? .orange : .white }
        return key.isFunction || colorScheme == .light ? .black : .white
    }

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.system(size: key.isFunction ? size * 0.36 : size * 0.42, weight: .medium))
            .frame(width: size, height: size)
            // The zero key is two keys and a gap wide, its digit over the first column.
            .frame(width: isWide ? size * 2 + spacing : size, alignment: .leading)
            .foregroundColor(foreground)
            .background(Capsule().fill(fill))
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}

struct AbacusCalculatorView: View {
    @ObservedObject var brain: AbacusBrain
    @Environment(\.colorScheme) private var colorScheme

    private let spacing: CGFloat = 12
    private let rows: [[AbacusKey]] = [
        [.clear, .sign, .percent, .operation(.divide)],
        [.digit(7), .digit(8), .digit(9), .operation(.multiply)],
        [.digit(4), .digit(5), .digit(6), .operation(.subtract)],
        [.digit(1), .digit(2), .digit(3), .operation(.add)],
        [.digit(0), .decimal, .equals],
    ]

    func keySize() -> CGFloat {
        let size = (UIScreen.main.bounds.width - 5 * spacing) / 4
        // On iPad the keypad keeps phone-sized keys.
        return UIDevice.current.userInterfaceIdiom == .pad ? min(size, 96) : size
    }

    var body: some View {
        ZStack(alignment: .bottom) {
            (colorScheme == .dark ? Color.black : Color.white)
                .edgesIgnoringSafeArea(.all)

            VStack(spacing: spacing) {
                Spacer()
                HStack {
                    Spacer()
                    Text(brain.display)
                        .font(.system(size: 88, weight: .light))
                        .lineLimit(1)
                        .minimumScaleFactor(0.4)
                        .foregroundColor(colorScheme == .dark ? .white : .black)
                }
                .padding(.horizontal, 24)

                ForEach(rows, id: \.self) { row in
                    HStack(spacing: spacing) {
                        ForEach(row, id: \.self) { key in
                            Button(key.title) {
                                brain.press(key)
                            }
                            .buttonStyle(AbacusKeyStyle(key: key, size: keySize(), spacing: spacing,
                                                        isPending: brain.pending.map { key == .operation($0) } ?? false))
                        }
                    }
                }
            }
            .padding(.bottom)
        }
    }
}

extension AbacusBrain {
    /// A brain that has had `keys` pressed, for previews.
    static func after(_ keys: [AbacusKey]) -> AbacusBrain {
        let brain = AbacusBrain()
        keys.forEach(brain.press)
        return brain
    }
}

#Preview("Fresh") {
    AbacusCalculatorView(brain: AbacusBrain())
}

#Preview("Long product") {
    AbacusCalculatorView(brain: .after([.digit(1), .digit(2), .digit(3), .digit(4), .digit(5),
                                        .operation(.multiply), .digit(9), .digit(8), .digit(7), .digit(6), .digit(5), .equals]))
}
