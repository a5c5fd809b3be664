import SwiftUI
import _SwiftData_SwiftUI
import _PhotosUI_SwiftUI
import _MapKit_SwiftUI

// A meal journal written with Xcode's completions, which import the cross-import overlays by
// name: `@Model`, `@Query` and `ModelContainer` through `_SwiftData_SwiftUI`, `PhotosPicker`
// through `_PhotosUI_SwiftUI`, `Map` and `Marker` through `_MapKit_SwiftUI`.

@Model
final class JournalMeal {
    var name: String
    var calories: Int
    var latitude: Double
    var longitude: Double

    init(name: String, calories: Int, latitude: Double, longitude: Double) {
        self.name = name
        self.calories = calories
        self.latitude = latitude
        self.longitude = longitude
    }
}

struct MealJournalView: View {
    @Query(sort: \JournalMeal.calories, order: .reverse) private var meals: [JournalMeal]
    @State private var photo: PhotosPickerItem?

    var body: some View {
        VStack(spacing: 12) {
            Map {
                ForEach(meals) { meal in
                    Marker(meal.name, coordinate: CLLocationCoordinate2D(latitude: meal.latitude, longitude: meal.longitude))
                }
            }
            .frame(height: 200)

            ForEach(meals) { meal in
                HStack {
                    Text(meal.name)
                    Spacer()
                    Text("\(meal.calories) kcal")
                        .foregroundStyle(.secondary)
                }
            }

            PhotosPicker("Add a photo", selection: $photo, matching: .images)
        }
        .padding()
    }
}

@MainActor
func mealJournalPreviewContainer() -> ModelContainer {
    let container = try! ModelContainer(for: JournalMeal.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    container.mainContext.insert(JournalMeal(name: "Ramen", calories: 640, latitude: 35.68, longitude: 139.76))
    container.mainContext.insert(JournalMeal(name: "Onigiri", calories: 210, latitude: 35.69, longitude: 139.70))
    return container
}

#Preview {
    MealJournalView()
        .modelContainer(mealJournalPreviewContainer())
}
