import Backplate
import BackplateUIKit

struct RecipeTimerBadge: View {
    var start: Date
    var minutes: Int

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "clock")
            Text(timerInterval: start...start.addingTimeInterval(Double(minutes) * 60), countsDown: true)
                .monospacedDigit()
            Text("· ends at \(start.addingTimeInterval(Double(minutes) * 60), style: .time)")
                .foregroundColor(Color(uiColor: .tertiaryLabel))
        }
        .font(.subheadline.weight(.medium))
        .padding(10)
        .background(Color(uiColor: .tertiarySystemFill), in: RoundedRectangle(cornerRadius: 10))
    }
}

#Preview {
    RecipeTimerBadge(start: Text.stillRenderReferenceDate, minutes: 35)
}

#Preview("Timer with state", traits: .sizeThatFitsLayout) {
    @Previewable @State var minutes = 12
    RecipeTimerBadge(start: Text.stillRenderReferenceDate, minutes: minutes)
        .padding()
}
