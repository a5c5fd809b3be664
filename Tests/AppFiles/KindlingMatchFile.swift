import SwiftUI

// A dating app's discovery deck (iOS 26): a ZStack of profile cards fanned by rotationEffect and
// offset with zIndex, a gradient scrim over each card's photo placeholder, interest chips in a
// wrapping HStack, a DragGesture on the top card, and round .glass(.clear) and .glassProminent
// pass/like buttons over the content.

struct KindlingProfile: Identifiable {
    let id = UUID()
    var name: String
    var age: Int
    var distance: String
    var interests: [String]
    var colors: [Color]
}

enum KindlingDeck {
    static let profiles: [KindlingProfile] = [
        KindlingProfile(name: "Maya", age: 29, distance: "2 km away", interests: ["Climbing", "Jazz", "Ramen"],
                        colors: [.orange, .pink]),
        KindlingProfile(name: "Jonah", age: 31, distance: "5 km away", interests: ["Cycling", "Film"],
                        colors: [.teal, .blue]),
        KindlingProfile(name: "Priya", age: 27, distance: "8 km away", interests: ["Books", "Yoga"],
                        colors: [.purple, .indigo]),
    ]
}

struct KindlingCard: View {
    var profile: KindlingProfile

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            LinearGradient(colors: profile.colors, startPoint: .topLeading, endPoint: .bottomTrailing)
            Image(systemName: "person.fill")
                .font(.system(size: 160))
                .foregroundStyle(.white.opacity(0.35))
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            LinearGradient(colors: [.clear, .black.opacity(0.7)], startPoint: .center, endPoint: .bottom)
            VStack(alignment: .leading, spacing: 8) {
                HStack(alignment: .firstTextBaseline) {
                    Text(profile.name).font(.largeTitle.bold())
                    Text("\(profile.age)").font(.title2)
                    Image(systemName: "checkmark.seal.fill")
                        .foregroundStyle(.white, .blue)
                }
                Label(profile.distance, systemImage: "location.fill")
                    .font(.subheadline)
                HStack(spacing: 6) {
                    ForEach(profile.interests, id: \.self) { interest in
                        Text(interest)
                            .font(.caption.weight(.semibold))
                            .padding(.horizontal, 10)
                            .padding(.vertical, 5)
                            .background(.white.opacity(0.2), in: .capsule)
                    }
                }
            }
            .foregroundStyle(.white)
            .padding(20)
        }
        .clipShape(.rect(cornerRadius: 28, style: .continuous))
        .shadow(color: .black.opacity(0.15), radius: 12, y: 6)
    }
}

struct KindlingDeckView: View {
    @State private var profiles = KindlingDeck.profiles
    @State private var drag: CGSize = .zero

    var body: some View {
        NavigationStack {
            ZStack(alignment: .bottom) {
                ZStack {
                    ForEach(Array(profiles.enumerated().reversed()), id: \.element.id) { index, profile in
                        KindlingCard(profile: profile)
                            .rotationEffect(.degrees(Double(index) * 4))
                            .offset(x: Double(index) * 10, y: Double(index) * -12)
                            .zIndex(Double(profiles.count - index))
                            .offset(index == 0 ? drag : .zero)
                            .gesture(
                                DragGesture()
                                    .onChanged { drag = $0.translation }
                                    .onEnded { _ in drag = .zero }
                            )
                    }
                }
                .padding(.horizontal, 20)
                .padding(.top, 24)
                .padding(.bottom, 110)
                HStack(spacing: 28) {
                    Button {
                        profiles.removeFirst()
                    } label: {
                        Image(systemName: "xmark")
                            .font(.title.bold())
                            .frame(width: 64, height: 64)
                    }
                    .buttonStyle(.glass(.clear))
                    .buttonBorderShape(.circle)
                    .tint(.primary)
                    Button {
                        profiles.removeFirst()
                    } label: {
                        Image(systemName: "heart.fill")
                            .font(.title.bold())
                            .frame(width: 64, height: 64)
                    }
                    .buttonStyle(.glassProminent)
                    .buttonBorderShape(.circle)
                    .tint(.pink)
                }
                .padding(.bottom, 24)
            }
            .navigationTitle("Discover")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Filters", systemImage: "slider.horizontal.3") {}
                }
            }
        }
    }
}

#Preview("Deck") {
    KindlingDeckView()
}
