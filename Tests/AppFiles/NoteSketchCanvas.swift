import Backplate
import Foundation

/// A note's sketch: a lined page and a few strokes drawn with Canvas.
struct NoteSketchCanvas: View {
    var lineSpacing: CGFloat = 24

    var body: some View {
        Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(red: 1, green: 0.98, blue: 0.9)))
            var y = lineSpacing
            while y < size.height {
                var line = Path()
                line.move(to: CGPoint(x: 0, y: y))
                line.addLine(to: CGPoint(x: size.width, y: y))
                context.stroke(line, with: .color(.blue.opacity(0.3)), lineWidth: 1)
                y += lineSpacing
            }
            context.stroke(Path(CGRect(x: 40, y: 0, width: 0, height: size.height)), with: .color(.red), lineWidth: 1)

            var drawing = context
            drawing.translateBy(x: size.width / 2, y: size.height / 2)
            drawing.fill(Path(ellipseIn: CGRect(x: -30, y: -30, width: 60, height: 60)), with: .color(.orange))
            drawing.draw(Text("Idea!").font(.headline), at: CGPoint(x: 0, y: 50))
        }
        .frame(height: 200)
    }
}
