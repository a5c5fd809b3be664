import Backplate
import Foundation

// Expressions that are known to be slow for Swift's type checker in SwiftUI code: long modifier
// chains, colour and font ternaries, arithmetic with literals inside stacks and frames. Each is
// written as app code writes it; scripts/bench-typecheck.sh times how long each takes to check.

struct HardModifierChain: View {
    var highlighted: Bool
    var body: some View {
        Text("Order #1042")
            .font(.headline)
            .fontWeight(.semibold)
            .foregroundStyle(highlighted ? .white : .primary)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(highlighted ? Color.accentColor : Color.gray.opacity(0.2))
            .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
            .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.secondary, lineWidth: 1))
            .shadow(color: .black.opacity(0.15), radius: 4, x: 0, y: 2)
            .scaleEffect(highlighted ? 1.05 : 1)
            .opacity(highlighted ? 1 : 0.8)
            .rotationEffect(.degrees(highlighted ? 2 : 0))
            .offset(x: highlighted ? 4 : 0, y: highlighted ? -2 : 0)
            .frame(maxWidth: .infinity, alignment: .leading)
            .accessibilityLabel("Order 1042")
    }
}

struct HardColorTernaries: View {
    var score: Int
    var selected: Bool
    var body: some View {
        HStack {
            Circle()
                .fill(score > 90 ? Color.green : score > 70 ? Color.yellow : score > 50 ? Color.orange : Color.red)
                .frame(width: 12, height: 12)
            Text("\(score)")
                .foregroundColor(selected ? (score > 50 ? .white : .yellow) : (score > 50 ? .primary : .red))
                .font(selected ? .system(size: 17, weight: .bold) : score > 80 ? .headline : .body)
        }
        .background(selected ? Color.blue.opacity(0.3) : Color.clear)
    }
}

struct HardStackArithmetic: View {
    var width: CGFloat
    var count: Int
    var body: some View {
        VStack(spacing: width / 20 + 4) {
            ForEach(0..<count, id: \.self) { index in
                Rectangle()
                    .frame(width: width * 0.5 + CGFloat(index) * 10 - 2, height: 20 + CGFloat(index % 3) * 4)
                    .offset(x: CGFloat(index) * 2.5 - width / 8, y: 0)
                    .padding(.leading, CGFloat(index * 4 + 2) / 2)
            }
        }
        .frame(width: width - 32, height: CGFloat(count) * 24 + 16 * 2)
    }
}

struct HardGradientAndShapes: View {
    var progress: Double
    var body: some View {
        ZStack {
            Circle()
                .trim(from: 0, to: progress)
                .stroke(LinearGradient(colors: [.blue, .purple, progress > 0.5 ? .pink : .teal],
                                       startPoint: .topLeading, endPoint: .bottomTrailing),
                        style: StrokeStyle(lineWidth: 8 + progress * 4, lineCap: .round))
                .rotationEffect(.degrees(-90 + progress * 10))
            Text(String(format: "%.0f%%", progress * 100))
                .font(.system(size: 24 + progress * 8, weight: progress > 0.5 ? .bold : .regular, design: .rounded))
        }
        .frame(width: 120 + progress * 40, height: 120 + progress * 40)
    }
}

// iOS 17 shape layering (ShapeView): fill, then stroke, then an inner stroke, each over the last.
struct HardShapeLayers: View {
    var progress: Double
    var body: some View {
        Capsule()
            .fill(progress > 0.5 ? Color.green.opacity(0.3) : Color.gray.opacity(0.2))
            .stroke(progress > 0.5 ? .green : .gray, lineWidth: 2 + progress * 2)
            .strokeBorder(.white.opacity(0.5), style: StrokeStyle(lineWidth: 1, dash: [4, 2 + progress]))
            .frame(width: 88 + progress * 16, height: 44 + progress * 8)
            .rotationEffect(.degrees(progress * 45 - 10))
    }
}

struct HardTextConcatenation: View {
    var name: String
    var points: Int
    var body: some View {
        Text("Hello, ") + Text(name).bold() + Text("! You have ") +
            Text("\(points)").foregroundColor(points > 100 ? .green : .orange) + Text(" points") +
            Text(points == 1 ? "" : ".").italic()
    }
}
