import SwiftUI

// An onboarding screen from a sleep-tracking app that still leans on UIKit (which SwiftUI
// re-exports): a gradient hero drawn by a CAGradientLayer-backed view, and a
// UIPageViewController carousel whose pages are hosting controllers, wrapped for SwiftUI with
// a coordinator as the data source.

final class HeroGradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }

    private var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradientLayer.startPoint = CGPoint(x: 0, y: 0)
        gradientLayer.endPoint = CGPoint(x: 1, y: 1)
        layer.cornerRadius = 28
        layer.masksToBounds = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func apply(colors: [UIColor]) {
        gradientLayer.colors = colors.map(\.cgColor)
        gradientLayer.locations = [0, 1]
    }
}

struct HeroGradient: UIViewRepresentable {
    var colors: [UIColor]

    func makeUIView(context: Context) -> HeroGradientView {
        HeroGradientView(frame: .zero)
    }

    func updateUIView(_ uiView: HeroGradientView, context: Context) {
        uiView.apply(colors: colors)
    }
}

struct OnboardingPage: Identifiable {
    let id: Int
    let symbol: String
    let title: String
    let detail: String
}

struct OnboardingPageView: View {
    let page: OnboardingPage

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: page.symbol)
                .font(.system(size: 44, weight: .semibold))
                .foregroundStyle(.indigo)
            Text(page.title)
                .font(.title2.bold())
            Text(page.detail)
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(.secondarySystemBackground))
    }
}

struct OnboardingCarousel: UIViewControllerRepresentable {
    let pages: [OnboardingPage]
    @Binding var currentIndex: Int

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeUIViewController(context: Context) -> UIPageViewController {
        let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        controller.dataSource = context.coordinator
        controller.delegate = context.coordinator
        controller.view.backgroundColor = .systemBackground
        return controller
    }

    func updateUIViewController(_ pageViewController: UIPageViewController, context: Context) {
        guard context.coordinator.controllers.indices.contains(currentIndex) else { return }
        pageViewController.setViewControllers([context.coordinator.controllers[currentIndex]], direction: .forward, animated: false)
    }

    final class Coordinator: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        var parent: OnboardingCarousel
        let controllers: [UIViewController]

        init(_ parent: OnboardingCarousel) {
            self.parent = parent
            controllers = parent.pages.map { UIHostingController(rootView: OnboardingPageView(page: $0)) }
        }

        func pageViewController(_ pageViewController: UIPageViewController,
                                viewControllerBefore viewController: UIViewController) -> UIViewController? {
            guard let index = controllers.firstIndex(of: viewController), index > 0 else { return nil }
            return controllers[index - 1]
        }

        func pageViewController(_ pageViewController: UIPageViewController,
                                viewControllerAfter viewController: UIViewController) -> UIViewController? {
            guard let index = controllers.firstIndex(of: viewController), index + 1 < controllers.count else { return nil }
            return controllers[index + 1]
        }

        func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            if completed, let visible = pageViewController.viewControllers?.first,
               let index = controllers.firstIndex(of: visible) {
                parent.currentIndex = index
            }
        }
    }
}

struct LumenOnboardingScreen: View {
    @State private var currentIndex = 0

    private let pages = [
        OnboardingPage(id: 0, symbol: "moon.stars.fill", title: "Track your sleep", detail: "Lumen learns your rhythm from a week of nights."),
        OnboardingPage(id: 1, symbol: "alarm.fill", title: "Wake gently", detail: "A smart alarm in your lightest sleep phase."),
        OnboardingPage(id: 2, symbol: "chart.bar.fill", title: "See the trends", detail: "Weekly reports, right on your lock screen."),
    ]

    var body: some View {
        VStack(spacing: 20) {
            ZStack(alignment: .bottomLeading) {
                HeroGradient(colors: [.systemIndigo, .systemTeal])
                VStack(alignment: .leading, spacing: 4) {
                    Text("Lumen")
                        .font(.largeTitle.bold())
                    Text("Sleep better, one night at a time")
                        .font(.callout)
                }
                .foregroundStyle(.white)
                .padding(20)
            }
            .frame(height: 200)

            OnboardingCarousel(pages: pages, currentIndex: $currentIndex)
                .frame(height: 280)
                .clipShape(RoundedRectangle(cornerRadius: 20, style: .continuous))

            Button {
                currentIndex = min(currentIndex + 1, pages.count - 1)
            } label: {
                Text(currentIndex == pages.count - 1 ? "Get Started" : "Continue")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
        }
        .padding()
    }
}

#Preview("Onboarding") {
    LumenOnboardingScreen()
}

#Preview("Hero gradient") {
    HeroGradient(colors: [.systemPink, .systemOrange])
        .frame(height: 160)
        .padding()
}
