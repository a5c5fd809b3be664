import Backplate

// A city search screen: a search field that is really a button (it focuses the hidden field),
// a list of recent cities, and the keyboard configured for city names.

struct WeatherCity: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var country: String
}

struct WeatherCitySearch: View {
    enum Field: Hashable { case query }

    @State private var query = ""
    @State private var selectedCity: WeatherCity?
    @FocusState private var focusedField: Field?
    var recentCities: [WeatherCity] = [
        WeatherCity(name: "Lisbon", country: "Portugal"),
        WeatherCity(name: "Oslo", country: "Norway"),
        WeatherCity(name: "Kyoto", country: "Japan"),
    ]

    private var isSearching: Bool { focusedField == .query }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 8) {
                Image(systemName: "magnifyingglass")
                Text(query.isEmpty ? "Search for a city" : query)
                    .foregroundStyle(query.isEmpty ? .secondary : .primary)
                Spacer()
            }
            .padding(10)
            .background(RoundedRectangle(cornerRadius: 10).fill(Color.gray.opacity(0.12)))
            .overlay(
                RoundedRectangle(cornerRadius: 10)
                    .stroke(isSearching ? Color.accentColor : Color.clear, lineWidth: 2)
            )
            .focused($focusedField, equals: .query)
            .onTapGesture { focusedField = .query }
            .keyboardType(.default)
            .textInputAutocapitalization(.words)
            .autocorrectionDisabled()
            .submitLabel(.search)
            .textContentType(.addressCity)
            .onSubmit(of: .search) { focusedField = nil }

            Text("Recent")
                .font(.headline)
            ForEach(recentCities) { city in
                HStack {
                    Text(city.name)
                    Spacer()
                    Text(city.country)
                        .foregroundStyle(.secondary)
                }
                .contentShape(Rectangle())
                .onTapGesture { selectedCity = city }
                .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                    Button("Delete", role: .destructive) {}
                }
            }
        }
        .padding()
        .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "City name")
        .searchSuggestions {
            ForEach(recentCities) { Text($0.name) }
        }
        .scrollDismissesKeyboard(.interactively)
        .sheet(item: $selectedCity) { city in
            Text(city.name).presentationDetents([.medium, .large])
        }
        .onChange(of: query) { oldValue, newValue in
            if newValue.count > 40 { query = oldValue }
        }
    }
}
