import Backplate
import BackplateUIKit

final class RecipeBookAppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        true
    }
}

// @main in the app; a test target has its own entry point.
struct RecipeBookApp: App {
    @UIApplicationDelegateAdaptor(RecipeBookAppDelegate.self) var appDelegate
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            RecipeListScreen(recipes: Recipe.samples)
        }
        .onChange(of: scenePhase) { phase in
            if phase == .background { print("Saving recipes") }
        }
    }
}

struct RecipeListScreen: View {
    var recipes: [Recipe]

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Text("Recipes")
                    .font(.largeTitle.bold())
                Spacer()
                Text("\(recipes.count) saved")
                    .foregroundColor(Color(uiColor: .secondaryLabel))
            }
            .padding()
            ForEach(recipes) { recipe in
                RecipeRow(recipe: recipe)
                Divider().padding(.leading, 76)
            }
            Spacer()
        }
        .background(Color(uiColor: .systemBackground))
    }
}

#Preview("Recipe list") {
    RecipeListScreen(recipes: Recipe.samples)
}
