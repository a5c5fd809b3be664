import Backplate

// Onboarding for Sprout, a plant-care app: a paged TabView of feature pages, a horizontally
// paging carousel of plant cards sized with containerRelativeFrame, a custom ButtonStyle for
// the call to action, @AppStorage for "has seen onboarding", a fullScreenCover that shows the
// onboarding from the root, and the iOS 17 animation APIs (phaseAnimator, symbolEffect).

struct SproutOnboardingPage: Identifiable, Hashable {
    let id: Int
    let symbol: String
    let title: String
    let message: String
    let tint: Color

    static let all: [SproutOnboardingPage] = [
        SproutOnboardingPage(id: 0, symbol: "leaf.fill", title: "Grow with confidence",
                             message: "Sprout tells you when each plant needs water, light and food.", tint: .green),
        SproutOnboardingPage(id: 1, symbol: "drop.fill", title: "Never miss a watering",
                             message: "Gentle reminders arrive at the time that suits you.", tint: .blue),
        SproutOnboardingPage(id: 2, symbol: "sun.max.fill", title: "Find the right spot",
                             message: "Measure the light in any room with your camera.", tint: .orange),
    ]
}

struct SproutPlant: Identifiable, Hashable {
    let id: String
    let name: String
    let latinName: String
    let waterEveryDays: Int
    let tint: Color

    static let starters: [SproutPlant] = [
        SproutPlant(id: "monstera", name: "Monstera", latinName: "Monstera deliciosa", waterEveryDays: 7, tint: .green),
        SproutPlant(id: "pothos", name: "Pothos", latinName: "Epipremnum aureum", waterEveryDays: 10, tint: .mint),
        SproutPlant(id: "fern", name: "Boston fern", latinName: "Nephrolepis exaltata", waterEveryDays: 3, tint: .teal),
    ]
}

struct SproutPrimaryButtonStyle: ButtonStyle {
    var tint: Color = .green
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(.white)
            .frame(maxWidth: .infinity)
            .padding(.vertical, 16)
            .background(tint.opacity(isEnabled ? 1 : 0.4), in: .rect(cornerRadius: 14, style: .continuous))
            .scaleEffect(configuration.isPressed ? 0.97 : 1)
            .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
    }
}

extension ButtonStyle where Self == SproutPrimaryButtonStyle {
    static var sproutPrimary: SproutPrimaryButtonStyle { SproutPrimaryButtonStyle() }
}

struct SproutFeaturePageView: View {
    let page: SproutOnboardingPage

    var body: some View {
        VStack(spacing: 24) {
            Image(systemName: page.symbol)
                .font(.system(size: 72))
                .foregroundStyle(page.tint)
                .symbolEffect(.pulse, options: .repeating)
                .frame(width: 140, height: 140)
                .background(page.tint.opacity(0.15), in: .circle)
            VStack(spacing: 8) {
                Text(page.title)
                    .font(.title.bold())
                    .multilineTextAlignment(.center)
                Text(page.message)
                    .font(.body)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
            }
            .padding(.horizontal, 32)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

struct SproutPlantCard: View {
    let plant: SproutPlant

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Image(systemName: "leaf.circle.fill")
                .font(.largeTitle)
                .foregroundStyle(plant.tint)
            Spacer()
            Text(plant.name)
                .font(.headline)
            Text(plant.latinName)
                .font(.caption)
                .italic()
                .foregroundStyle(.secondary)
            Label("Every \(plant.waterEveryDays) days", systemImage: "drop")
                .font(.caption)
                .foregroundStyle(.blue)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .frame(height: 170)
        .background(plant.tint.opacity(0.12), in: .rect(cornerRadius: 20))
    }
}

struct SproutStarterCarousel: View {
    @State private var selectedPlantID: SproutPlant.ID?

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Pick your first plant")
                .font(.title3.bold())
                .padding(.horizontal)
            ScrollView(.horizontal) {
                LazyHStack(spacing: 12) {
                    ForEach(SproutPlant.starters) { plant in
                        SproutPlantCard(plant: plant)
                            .containerRelativeFrame(.horizontal, count: 5, span: 4, spacing: 12)
                            .scrollTransition { content, phase in
                                content.scaleEffect(y: phase.isIdentity ? 1 : 0.9)
                            }
                    }
                }
                .scrollTargetLayout()
            }
            .contentMargins(.horizontal, 16, for: .scrollContent)
            .scrollTargetBehavior(.viewAligned)
            .scrollPosition(id: $selectedPlantID)
            .scrollIndicators(.hidden)
        }
    }
}

struct SproutOnboardingView: View {
    @AppStorage("sprout.hasSeenOnboarding") private var hasSeenOnboarding = false
    @Environment(\.dismiss) private var dismiss
    @State private var selection = 0

    var body: some View {
        VStack(spacing: 0) {
            TabView(selection: $selection) {
                ForEach(SproutOnboardingPage.all) { page in
                    SproutFeaturePageView(page: page)
                        .tag(page.id)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))

            Button(selection == SproutOnboardingPage.all.count - 1 ? "Get Started" : "Continue") {
                if selection < SproutOnboardingPage.all.count - 1 {
                    withAnimation { selection += 1 }
                } else {
                    hasSeenOnboarding = true
                    dismiss()
                }
            }
            .buttonStyle(.sproutPrimary)
            .padding(.horizontal, 24)
            .padding(.bottom, 16)
        }
    }
}

struct SproutHomeRoot: View {
    @AppStorage("sprout.hasSeenOnboarding") private var hasSeenOnboarding = false
    @State private var showsOnboarding = false

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    SproutStarterCarousel()
                    SproutWaterBadge()
                        .padding(.horizontal)
                }
                .padding(.vertical)
            }
            .navigationTitle("Sprout")
        }
        .fullScreenCover(isPresented: $showsOnboarding) {
            SproutOnboardingView()
        }
        .onAppear { showsOnboarding = !hasSeenOnboarding }
    }
}

struct SproutWaterBadge: View {
    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 12) {
                waterIcon
                Text("3 plants need water today")
                    .font(.headline)
                Spacer()
                Text("View")
                    .font(.subheadline.bold())
            }
            VStack(alignment: .leading, spacing: 8) {
                waterIcon
                Text("3 plants need water today")
                    .font(.headline)
            }
        }
        .padding()
        .background(Color.blue.opacity(0.1), in: .rect(cornerRadius: 16))
    }

    private var waterIcon: some View {
        Image(systemName: "drop.fill")
            .foregroundStyle(.blue)
            .phaseAnimator([false, true]) { content, raised in
                content.offset(y: raised ? -2 : 0)
            } animation: { _ in
                .easeInOut(duration: 0.8)
            }
    }
}

#Preview("Onboarding") {
    SproutOnboardingView()
}

#Preview("Home") {
    SproutHomeRoot()
}

#Preview("Plant card", traits: .fixedLayout(width: 200, height: 200)) {
    SproutPlantCard(plant: SproutPlant.starters[0])
}
