// swift-tools-version: 6.1
import PackageDescription
import CompilerPluginSupport

let package = Package(
    name: "Backplate",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Backplate", targets: ["Backplate"]),
        .library(name: "BackplateCore", targets: ["BackplateCore"]),
        .library(name: "BackplateKit", targets: ["BackplateKit"]),
        .library(name: "BackplateUIKit", targets: ["BackplateUIKit"]),
        .library(name: "SwiftData", targets: ["SwiftData"]),
        .library(name: "BackplateSnapshotTesting", targets: ["BackplateSnapshotTesting"]),
        // Drop-in: on Linux a file's own `import SwiftUI` / `import UIKit` finds these (name them
        // in Package.swift with `condition: .when(platforms: [.linux])`, see docs/drop-in.md).
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "SwiftUICore", targets: ["SwiftUICore"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "CoreText", targets: ["CoreText"]),
        .library(name: "ImageIO", targets: ["ImageIO"]),
        .library(name: "CoreImage", targets: ["CoreImage"]),
        .library(name: "UserNotifications", targets: ["UserNotifications"]),
        .library(name: "CoreTransferable", targets: ["CoreTransferable"]),
        // `import os` and `import OSLog` on Linux: modules named BackplateOS and BackplateOSLog that a
        // target reaches with `-module-alias os=BackplateOS -module-alias OSLog=BackplateOSLog`, so
        // no dependency's `canImport(os)` flips (docs/drop-in.md).
        // BackplateDarwin: what iOS's `import Foundation` brings from Darwin and Glibc lacks (os_unfair_lock).
        .library(name: "OSLog", targets: ["BackplateDarwin", "BackplateOS", "BackplateOSLog"]),
        .executable(name: "backplate", targets: ["backplate"]),
        // The HTTP render server: compiled-in card templates as PNG, WebP, SVG and PDF.
        .executable(name: "backplate-server", targets: ["backplate-server"]),
        // Backplate as one shared library: `backplate preview` and `backplate serve` link the
        // previews they build against it with swiftc, so Backplate is compiled once per build.
        .library(name: "BackplateDynamic", type: .dynamic, targets: ["Backplate", "BackplateUIKit"]),
        // The symbols Xcode generates from asset catalogs and String Catalogs, generated on Linux
        // for the target that names this plugin (docs/drop-in.md).
        .plugin(name: "XcodeGeneratedSymbols", targets: ["XcodeGeneratedSymbols"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // The #Preview, @Previewable and @Entry macros (603 matches Swift 6.3).
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
        // The small HTTP server behind `backplate serve` (no dependencies of its own).
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        // `backplate-server`: HTTP (Hummingbird 2), graceful shutdown, logs and Prometheus metrics.
        // Without the default ConfigurationSupport trait: the server reads its own options, and
        // the trait builds swift-configuration (47 files, 19,700 lines) for nothing.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: ["FullFoundation"]),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        // The channel the server tests' in-process requests carry (NIOEmbedded).
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        // `backplate mcp`: the Model Context Protocol over stdio.
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
        // The file descriptors the MCP tests hand the SDK's stdio transport.
        .package(url: "https://github.com/apple/swift-system", from: "1.4.0"),
        // Combine's API, implemented and tested (publishers, subscribers, operators, schedulers,
        // Timer/NotificationCenter/URLSession publishers): Backplate's `Combine` re-exports it.
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
        // CryptoKit's API on Linux (`Crypto`), which `import CryptoKit` reaches through
        // BackplateCryptoKit; swift-certificates, under async-http-client, resolves it already.
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
        // Apple's packages that app files import beside SwiftUI (`import AsyncAlgorithms`,
        // `import OrderedCollections`): linked into BackplateDynamic so previews of such files
        // run; the MCP SDK and Hummingbird resolve both already.
        .package(url: "https://github.com/apple/swift-async-algorithms", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    ],
    targets: [
        // Stages 1 to 4: SwiftUI's API and engine, pure Swift.
        // What `import Combine` finds: OpenCombine (with its Dispatch and Foundation schedulers
        // and publishers) under Combine's name, plus the operators OpenCombine lacks
        // (combineLatest, merge); BackplateCore re-exports it.
        .target(name: "Combine", dependencies: [
            .product(name: "OpenCombine", package: "OpenCombine"),
            .product(name: "OpenCombineDispatch", package: "OpenCombine"),
            .product(name: "OpenCombineFoundation", package: "OpenCombine"),
        ]),
        // UTType and its system types, so file and transfer code that imports
        // UniformTypeIdentifiers compiles; BackplateCore re-exports it.
        .target(name: "UniformTypeIdentifiers"),
        // The Accessibility framework's chart descriptors (AXChartDescriptor...), which
        // SwiftUI's `accessibilityChartDescriptor(_:)` takes; BackplateCore re-exports it.
        .target(name: "Accessibility"),
        // What `import CoreGraphics` finds: CGColor, CGImage, CGPath, CGContext (recording),
        // CGAffineTransform... over Foundation's CGFloat and CGRect; BackplateCore re-exports it
        // as SwiftUI does. Its name flips no `canImport(CoreGraphics)` in a built dependency
        // (docs/drop-in.md).
        .target(name: "CoreGraphics", dependencies: ["_Testing_CoreGraphics", "CGBitmapHook"]),
        // The C call through which a bitmap CGContext reaches the cairo rasterizer
        // BackplateCairo defines (a weak symbol: CoreGraphics sits below the backend).
        .target(name: "CGBitmapHook"),
        // What `import QuartzCore` finds (UIKit re-exports it, as on iOS): CALayer and its
        // gradient and shape layers, drawn into a CGContext; a UIView draws through its layer;
        // CADisplayLink, whose Selector is BackplateDarwin's.
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "BackplateDarwin"]),
        // What `import CoreText` finds (UIKit re-exports it, as on iOS): the font manager's
        // run-time registration (`CTFontManagerRegisterGraphicsFont`), through the text engine.
        .target(name: "CoreText", dependencies: ["BackplateCore", "BackplateCairo", "CoreGraphics"]),
        // What `import ImageIO` finds (UIKit re-exports it, as on iOS): `CGImageSource`'s decoding,
        // properties and thumbnails, with the backend's PNG and JPEG decoders.
        .target(name: "ImageIO", dependencies: ["BackplateCore", "BackplateCairo", "CoreGraphics"]),
        // The overlay Swift Testing's cross-import of `Testing` and `CoreGraphics` loads, which
        // Linux toolchains lack: an empty stand-in, as `_Testing_UIKit` is for UIKit.
        .target(name: "_Testing_CoreGraphics"),
        // What `import CoreImage` finds: CIImage, CIContext (CPU sampling), CIColor and CIFilter
        // with the QR code generator (libqrencode), false colour and Core Image's colour, blur
        // and stylize filters (their loops in CPixelLoops); other filters pass their input
        // through with a runtime warning.
        .target(name: "CoreImage", dependencies: ["BackplateCore", "CoreGraphics", "CQREncode", "CPixelLoops", "CoreImageSubmodules", "_Testing_CoreImage"]),
        // The overlay Swift Testing's cross-import of `Testing` and `CoreImage` loads, which
        // Linux toolchains lack: an empty stand-in, as `_Testing_CoreGraphics` is.
        .target(name: "_Testing_CoreImage"),
        // libqrencode: the QR code symbols CIQRCodeGenerator draws.
        .systemLibrary(name: "CQREncode", pkgConfig: "libqrencode", providers: [.apt(["libqrencode-dev"])]),
        // libxml2's HTML parser, for NSAttributedString's HTML documents, behind CHTMLReader's
        // plain C functions (libxml2's headers bring the system's ICU, which clashes with Foundation's).
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .target(name: "CHTMLReader", dependencies: ["CLibXML2"]),
        // `import SQLite3`, as iOS has it: the system's SQLite C API (libsqlite3-dev), unchanged.
        .systemLibrary(name: "SQLite3", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        // An empty Clang module named CoreImage with submodules (CIFilterBuiltins...), so that
        // `import CoreImage.CIFilterBuiltins` compiles; Swift loads the CoreImage module over it.
        .systemLibrary(name: "CoreImageSubmodules"),
        // An empty Clang module `UIKit` with submodules, for `import UIKit.UIImage` (docs/drop-in.md).
        .systemLibrary(name: "UIKitSubmodules"),
        // UNUserNotificationCenter and its requests, triggers and settings, so notification code
        // compiles: requests stay pending (nothing is delivered), authorization `.notDetermined`.
        .target(name: "UserNotifications", dependencies: ["BackplateCore"]),
        // `import CoreTransferable`: Transferable and its representations alone (with UTType).
        .target(name: "CoreTransferable", dependencies: ["BackplateCore", "UniformTypeIdentifiers"]),
        // Logger, OSLog, os_log, OSSignposter and OSAllocatedUnfairLock under names of their own:
        // a module named `os` would turn on dependencies' `#if canImport(os)` code (docs/drop-in.md).
        .target(name: "BackplateOS", dependencies: ["BackplateCore", "BackplateDarwin", "BackplateOSSubmodules"]),
        // An empty Clang module `BackplateOS` with submodules, for `import os.log` and
        // `import os.signpost` under the `os=BackplateOS` alias (docs/drop-in.md).
        .systemLibrary(name: "BackplateOSSubmodules"),
        // Darwin's C names iOS's `import Foundation` brings and Glibc lacks (`os_unfair_lock`), for
        // files to import implicitly (`-import-module BackplateDarwin`, docs/drop-in.md).
        .target(name: "BackplateDarwin", dependencies: ["BackplateCore", "BackplateSecurity", "NaturalLanguage", "CZlib"]),
        .target(name: "BackplateOSLog", dependencies: ["BackplateOS"]),
        // Where the calling thread's stack lies (`StackBudget`): glibc's pthread_getattr_np.
        .systemLibrary(name: "CThreadStack"),
        .target(name: "BackplateCore", dependencies: ["Combine", "UniformTypeIdentifiers", "Accessibility", "CoreGraphics", "CThreadStack"]),
        // Stage 5: the Cairo/Pango backend.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(name: "CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"])]),
        // libexif: the orientation a JPEG's EXIF data records; giflib: a GIF's first frame.
        .systemLibrary(name: "CExif", pkgConfig: "libexif", providers: [.apt(["libexif-dev"])]),
        .systemLibrary(name: "CGif", providers: [.apt(["libgif-dev"])]),
        // libheif (libde265, dav1d, aom inside): HEIC and AVIF; libtiff: a TIFF's first page.
        .systemLibrary(name: "CHeif", pkgConfig: "libheif", providers: [.apt(["libheif-dev"])]),
        .systemLibrary(name: "CTiff", pkgConfig: "libtiff-4", providers: [.apt(["libtiff-dev"])]),
        // librsvg and poppler-glib (one C module: both include cairo.h): an image set's SVG and
        // PDF files, drawn as outlines into BackplateCairo's cairo contexts.
        .systemLibrary(name: "CVectorDocuments", pkgConfig: "librsvg-2.0",
                       providers: [.apt(["librsvg2-dev", "libpoppler-glib-dev"])]),
        .target(name: "BackplateVectorDocuments", dependencies: ["BackplateCore", "CVectorDocuments"]),
        // The codecs' per-pixel loops (straight alpha, PNG row filters), in C: unoptimised
        // Swift runs them a hundred times slower, in every debug build's pixel test.
        .target(name: "CPixelLoops"),
        .target(name: "BackplateCairo", dependencies: ["BackplateCore", "CCairo", "CPangoCairo", "CZlib", "CTurboJPEG", "CDeflate", "CWebP", "CExif", "CGif", "CHeif", "CTiff", "BackplateVectorDocuments", "CPixelLoops"]),
        // The compiler plugin behind #Preview, @Previewable and @Entry (declared in Backplate),
        // which is also the preview scanner `backplate preview` runs: the only swift-syntax in
        // the build is the host's, compiled once.
        .macro(
            name: "BackplateMacros",
            dependencies: [
                "BackplatePreviewScan",
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // What the preview scanner reports (previews, and the syntax a preview build rewrites)
        // and the rules it follows, shared by the plugin and `BackplatePreviewTool`.
        .target(name: "BackplatePreviewScan"),
        // PhotosPicker and its item, filter and library types, and the UIKit-era picker
        // controller and configuration, so files that `import PhotosUI` compile; the picker draws
        // as its label's button.
        .target(name: "PhotosUI", dependencies: ["BackplateCore", "BackplateUIKit", "Photos"]),
        // CLLocationCoordinate2D, CLLocation and a location manager that never locates, and
        // MapKit's SwiftUI map and UIKit `MKMapView` drawn as a land-coloured canvas with their content
        // (overlays through renderers, annotation views) at the projected coordinates, so files
        // that `import MapKit` or `import CoreLocation` compile. MapKit re-exports BackplateUIKit,
        // as `import MapKit` brings UIKit on iOS.
        .target(name: "CoreLocation"),
        // Widgets (Widget, StaticConfiguration, TimelineProvider, WidgetFamily) drawn as the
        // home screen draws them, and `#Preview(as:)` for widgets.
        .target(name: "WidgetKit", dependencies: ["BackplateCore", "AppIntents", "ActivityKit", "Intents"]),
        // SiriKit's `INIntent` base class, for `IntentConfiguration` widgets (iOS 14-16's
        // configurable widgets), and the workout domain's intents, responses and handling
        // protocols (no intent is ever delivered). BackplateCore holds `NSUserActivity`.
        .target(name: "Intents", dependencies: ["BackplateCore"]),
        // AppIntent, @Parameter, AppEnum, AppEntity and queries, App Shortcuts and
        // Button/Toggle(intent:), so intent and configurable-widget code compiles (nothing runs).
        .target(name: "AppIntents", dependencies: ["BackplateCore"]),
        // Live Activities' data (ActivityAttributes, Activity, ActivityContent) with no Lock
        // Screen: `Activity.request` throws `.unsupported`; WidgetKit draws their views.
        .target(name: "ActivityKit", dependencies: ["BackplateCore"]),
        .target(name: "MapKit", dependencies: ["BackplateCore", "BackplateCairo", "BackplateUIKit", "CoreGraphics", "CoreLocation"]),
        // SpriteKit's nodes, actions, physics bodies, SKView and SwiftUI's SpriteView: a scene
        // is presented once and runs one frame at time 0 (its lifecycle, time-0 actions,
        // constraints; no physics step), then its node tree is drawn y up in z order through the
        // engine (sprites, shapes, labels, crop masks); particles, filters, shaders and lighting
        // are not drawn, with a warning. SpriteKit re-exports BackplateUIKit, as `import
        // SpriteKit` brings UIKit on iOS.
        .target(name: "SpriteKit", dependencies: ["BackplateCore", "BackplateCairo", "BackplateUIKit", "CoreGraphics", "CoreImage"]),
        // AVPlayer, AVAudioPlayer and AVAudioSession that play nothing (re-exporting CoreMedia's
        // CMTime), and AVKit's VideoPlayer drawn as its black video area; StoreKit's requestReview,
        // Product and Transaction with no App Store, and its store views drawn as their loading
        // placeholders: so media and store code compiles.
        .target(name: "AVFoundation", dependencies: ["BackplateCore", "CoreMedia", "QuartzCore", "AudioToolbox"]),
        .target(name: "AVFAudio", dependencies: ["AVFoundation"]),
        .target(name: "AVKit", dependencies: ["BackplateCore", "AVFoundation"]),
        // WKWebView and its configuration, delegates and data store, and iOS 26's SwiftUI
        // WebView/WebPage, loading nothing (a web view's frame is left empty, with a warning);
        // Safari's SFSafariViewController, never drawn: so web and in-app browser code compiles.
        .target(name: "WebKit", dependencies: ["BackplateCore", "BackplateUIKit"]),
        .target(name: "SafariServices", dependencies: ["BackplateUIKit"]),
        // The mail and message composers (no account: `canSendMail()` is false, as on the
        // simulator), Face ID checks answered as the simulator answers them (nothing enrolled),
        // and system sounds that play nothing: what settings and lock screens import.
        .target(name: "MessageUI", dependencies: ["BackplateUIKit"]),
        .target(name: "LocalAuthentication"),
        .target(name: "AudioToolbox", dependencies: ["CoreGraphics"]),
        // Haptic engines and patterns that play nothing (the hardware reports no haptics, as the
        // simulator does).
        .target(name: "CoreHaptics"),
        // HealthKit's store, types, units and queries, answering as a fresh simulator does
        // (Health available, nothing authorized, no samples), so fitness screens compile.
        .target(name: "HealthKit", dependencies: ["BackplateCore", "CoreLocation"]),
        // HealthKitUI: the Activity rings view (kept, not drawn) and the scene's workout-recovery
        // flag; it re-exports HealthKit and UIKit, as on iOS.
        .target(name: "HealthKitUI", dependencies: ["HealthKit", "BackplateUIKit"]),
        // Calendars, events and reminders with no access granted (no prompt shows in a
        // render), and the system's event editor, never drawn.
        .target(name: "EventKit", dependencies: ["CoreGraphics"]),
        .target(name: "EventKitUI", dependencies: ["EventKit", "BackplateUIKit"]),
        // The system's contact picker and contact card, never drawn.
        .target(name: "ContactsUI", dependencies: ["Contacts", "BackplateUIKit"]),
        // iCloud containers, databases and records as a simulator signed out of iCloud has them
        // (`.noAccount`; every request throws `notAuthenticated`).
        .target(name: "CloudKit"),
        // Network (paths online over Wi-Fi, connections waiting with no peer) under a name of its own:
        // a module named `Network` would turn on swift-sdk's `#if canImport(Network)` transport
        // (docs/drop-in.md); files reach it with `-module-alias Network=BackplateNetwork`.
        .target(name: "BackplateNetwork", dependencies: ["BackplateCore"]),
        // The keychain's SecItem calls over an in-memory, process-wide keychain, and SecKey over swift-crypto, under a name of
        // its own: a module named `Security` would turn on swift-certificates' `canImport(Security)`
        // code; files reach it with `-module-alias Security=BackplateSecurity`.
        .target(name: "BackplateSecurity", dependencies: ["BackplateCore", "CoreGraphics", .product(name: "Crypto", package: "swift-crypto"),
                                                     .product(name: "CryptoExtras", package: "swift-crypto")]),
        // swift-crypto's `Crypto` under a name of its own: a module named `CryptoKit` would turn on
        // FlyingFox's and the MCP SDK's `canImport(CryptoKit)` code; files reach it with
        // `-module-alias CryptoKit=BackplateCryptoKit`.
        .target(name: "BackplateCryptoKit", dependencies: [.product(name: "Crypto", package: "swift-crypto")]),
        // CommonCrypto's digests, HMAC, PBKDF2 and AES over swift-crypto, under a name of its own: a module named
        // `CommonCrypto` would turn on swift-crypto's `canImport(CommonCrypto)` code; files reach it
        // with `-module-alias CommonCrypto=BackplateCommonCrypto`.
        .target(name: "BackplateCommonCrypto", dependencies: [.product(name: "Crypto", package: "swift-crypto"),
                                                         .product(name: "CryptoExtras", package: "swift-crypto")]),
        // Background task requests and their scheduler as the simulator has them: handlers
        // register, `submit(_:)` throws `BGTaskScheduler.Error.unavailable`, nothing runs.
        .target(name: "BackgroundTasks", dependencies: ["BackplateCore"]),
        // Link metadata (every fetch fails: a render reaches no network) and the rich link view;
        // now-playing information, remote commands and a music player that plays nothing, and
        // the volume view: UIKit views, never drawn.
        .target(name: "LinkPresentation", dependencies: ["BackplateCore", "BackplateUIKit", "UniformTypeIdentifiers"]),
        .target(name: "MediaPlayer", dependencies: ["BackplateCore", "BackplateUIKit"]),
        // Spotlight's searchable items and index (indexing succeeds; nothing is searched), and
        // contacts with no access granted (no prompt shows in a render).
        .target(name: "CoreSpotlight", dependencies: ["UniformTypeIdentifiers"]),
        .target(name: "MobileCoreServices", dependencies: ["CoreGraphics", "UniformTypeIdentifiers"]),
        .target(name: "Playgrounds", dependencies: ["BackplateMacros"]),
        .target(name: "Contacts"),
        // The iPhone side of a Watch Connectivity session, with no Apple Watch paired.
        .target(name: "WatchConnectivity"),
        // Sign in with Apple as the simulator with no Apple Account answers it (requests fail),
        // and SwiftUI's SignInWithAppleButton drawn as iOS draws it.
        .target(name: "AuthenticationServices", dependencies: ["BackplateCore", "BackplateUIKit"]),
        // LocationButton (drawn as a tinted button) and UIKit's CLLocationButton (kept, not drawn).
        .target(name: "CoreLocationUI", dependencies: ["BackplateCore", "BackplateUIKit"]),
        // MusicKit's items (decoded from Apple Music API JSON), requests (throw: no token or
        // account), players (queue and state, nothing plays) and `ArtworkImage`.
        .target(name: "MusicKit", dependencies: ["BackplateCore", "Combine", "CoreGraphics"]),
        // PassKit: Apple Pay on an iPhone with an empty Wallet; `PayWithApplePayButton` drawn.
        .target(name: "PassKit", dependencies: ["BackplateCore", "BackplateUIKit", "Contacts"]),
        // GameKit: Game Center with no signed-in account; every request fails `.notAuthenticated`.
        .target(name: "GameKit", dependencies: ["BackplateCore", "BackplateUIKit"]),
        // simd's vector names, 4 × 4 matrix, quaternion and free functions over the standard
        // library's SIMD types.
        .target(name: "simd"),
        // Core ML with no runtime: no model loads or predicts (each throws with a warning);
        // multi-arrays, shaped arrays, feature values and providers work.
        .target(name: "CoreML", dependencies: ["BackplateCore", "CoreGraphics", "CoreMedia"]),
        // ARKit (no configuration is supported; sessions fail at once) and RealityKit (the entity
        // graph as data; RealityView, Model3D and ARView draw no 3D, with a warning).
        .target(name: "ARKit", dependencies: ["BackplateCore", "BackplateUIKit", "SceneKit", "SpriteKit", "CoreMedia", "ImageIO", "CoreGraphics", "simd"]),
        .target(name: "RealityKit", dependencies: ["BackplateCore", "BackplateUIKit", "ARKit", "Combine", "CoreText", "AVFoundation", "CoreGraphics", "simd"]),
        .target(name: "_RealityKit_SwiftUI", dependencies: ["RealityKit"]),
        // CallKit, PushKit and MultipeerConnectivity: no telephony, push service or radio, so
        // requests complete with errors and nothing arrives.
        .target(name: "CallKit", dependencies: ["BackplateCore", "AVFoundation"]),
        .target(name: "PushKit", dependencies: ["BackplateCore"]),
        .target(name: "MultipeerConnectivity", dependencies: ["BackplateCore", "BackplateUIKit"]),
        // SceneKit's scene graph as data; `SceneView` and `SCNView` draw the background only.
        .target(name: "SceneKit", dependencies: ["BackplateCore", "BackplateUIKit", "BackplateDarwin", "QuartzCore", "CoreGraphics", "CoreImage", "SpriteKit", "simd"]),
        .target(name: "_SceneKit_SwiftUI", dependencies: ["SceneKit"]),
        // SwiftUI's quickLookPreview modifiers (a presentation: nothing drawn, as with sheets)
        // and UIKit's QLPreviewController, never drawn.
        .target(name: "QuickLook", dependencies: ["BackplateCore", "BackplateUIKit"]),
        .target(name: "StoreKit", dependencies: ["BackplateCore", "BackplateUIKit"]),
        // TipKit's names (Tip, TipView, popoverTip, Tips.configure, #Rule, @Parameter, events),
        // with an in-memory datastore: a render shows a tip as a fresh install would; its UIKit
        // tip views (TipUIView...) subclass BackplateUIKit's views and are never drawn.
        .target(name: "TipKit", dependencies: ["BackplateCore", "BackplateMacros", "BackplateUIKit"]),
        // FoundationModels' names (SystemLanguageModel, LanguageModelSession, @Generable, @Guide,
        // tools, transcripts), answering as a device without Apple Intelligence: no model, so
        // availability is .unavailable(.deviceNotEligible) and every request throws, with a warning.
        .target(name: "FoundationModels", dependencies: ["BackplateCore", "BackplateMacros"]),
        // PencilKit's canvas, drawings, strokes, inks and tools: a render has no touches, so a
        // canvas shows the drawing it holds (drawn as round-capped strokes); the picker is hidden.
        .target(name: "PencilKit", dependencies: ["BackplateCore", "BackplateUIKit"]),
        // PDFKit's documents and pages, read, searched and drawn by poppler-glib, and a PDF view
        // that draws its pages; a document whose pages changed is not written.
        .target(name: "PDFKit", dependencies: ["BackplateCore", "BackplateCairo", "BackplateUIKit"]),
        // NaturalLanguage's tokenizer, tagger and language recognizer: tokens and scripts are
        // real; models (lexical classes, names, sentiment, embeddings) are absent and warn.
        .target(name: "NaturalLanguage", dependencies: ["BackplateCore", "CoreML"]),
        // Accelerate's Swift vector functions (`vDSP.dot`, `sumOfSquares`, element-wise
        // arithmetic) on Float and Double buffers, computed in Swift.
        .target(name: "Accelerate"),
        // WeatherKit's service and weather types: a render has no network or entitlement, so every
        // request throws WeatherError.unknown with a warning; attribution answers as documented.
        .target(name: "WeatherKit", dependencies: ["BackplateCore", "CoreLocation"]),
        // CoreMedia's CMTime, CMTimeRange (exact arithmetic, C functions, kCMTime constants), format
        // and tag types and CMSampleBuffer; AVFoundation re-exports it, as on iOS.
        // CoreVideo's pixel buffers in main memory (packed formats), result codes and keys.
        .target(name: "CoreVideo", dependencies: ["CoreGraphics"]),
        .target(name: "CoreMedia", dependencies: ["CoreVideo"]),
        // CoreMotion's managers and data types as the iOS Simulator answers: no motion hardware,
        // so nothing is available, updates never arrive and queries fail with error 104, warning.
        .target(name: "CoreMotion", dependencies: ["BackplateCore"]),
        // CoreBluetooth's central and peripheral managers, peripherals, attributes, UUIDs and
        // errors as the iOS Simulator answers: no radio, so each manager's one state update (on
        // its queue) is .unsupported, scans find nothing and advertising warns.
        .target(name: "CoreBluetooth", dependencies: ["BackplateCore"]),
        // AccessorySetupKit's session, descriptors, picker items and errors as the iOS Simulator
        // answers: no picker can appear, so a session activates (one event, on its queue) with no
        // accessories and picker requests fail with ASError.pickerRestricted, warning.
        .target(name: "AccessorySetupKit", dependencies: ["BackplateCore", "BackplateUIKit", "CoreBluetooth"]),
        // Translation's sessions, availability and SwiftUI modifiers, as an iPhone with no language
        // downloaded: pairs are .supported, never .installed, and translations throw with a warning.
        .target(name: "Translation", dependencies: ["BackplateCore"]),
        // Speech's recognizers, requests and iOS 26 analyzers: a render has no microphone and no
        // one to grant access, so authorization answers .denied and every task fails, with a warning.
        .target(name: "Speech", dependencies: ["BackplateCore", "AVFoundation"]),
        // Photos' library, assets, fetches and image requests, as an iPhone whose user never answers
        // the prompt: requests answer .denied, fetches are empty, images fail, each with a warning.
        // Vision's requests, observations and geometry: a render has no models, so every request
        // finds nothing (empty results, with a warning); the normalized-rect conversions are exact.
        .target(name: "Vision", dependencies: ["BackplateCore", "CoreGraphics", "CoreImage", "CoreMedia", "ImageIO", "CoreML"]),
        // VisionKit's document camera and data scanner: a render has no camera, so neither is
        // supported and scanning throws .unsupported, with a warning.
        .target(name: "VisionKit", dependencies: ["BackplateCore", "BackplateUIKit", "Vision"]),
        // GroupActivities (SharePlay): a render is on no FaceTime call, so sessions never arrive,
        // activation is disabled and activate() throws, each with a warning.
        .target(name: "GroupActivities", dependencies: ["BackplateCore", "BackplateUIKit", "Combine", "CoreGraphics"]),
        .target(name: "Photos", dependencies: ["BackplateCore", "BackplateUIKit", "BackplateDarwin", "CoreLocation", "CoreData", "ImageIO"]),
        // SwiftData's names (@Model, ModelContainer, ModelContext, FetchDescriptor, @Query,
        // .modelContainer), with an in-memory store, so app files that `import SwiftData` compile
        // and render their models.
        .target(name: "SwiftData", dependencies: ["BackplateCore", "BackplateMacros"]),
        // Core Data's names (NSManagedObject, NSFetchRequest, an in-memory NSManagedObjectContext)
        // and SwiftUI's @FetchRequest/@SectionedFetchRequest over them, so Core Data views compile.
        .target(name: "CoreData", dependencies: ["BackplateCore", "BackplateDarwin"]),
        // The cross-import overlays of SwiftData, MapKit, PhotosUI, StoreKit and AVKit with SwiftUI,
        // which files import by name (`import _PhotosUI_SwiftUI`): each re-exports its framework.
        .target(name: "_SwiftData_SwiftUI", dependencies: ["SwiftData"]),
        .target(name: "_MapKit_SwiftUI", dependencies: ["MapKit"]),
        .target(name: "_SpriteKit_SwiftUI", dependencies: ["SpriteKit"]),
        .target(name: "_PhotosUI_SwiftUI", dependencies: ["PhotosUI"]),
        .target(name: "_StoreKit_SwiftUI", dependencies: ["StoreKit"]),
        .target(name: "_AVKit_SwiftUI", dependencies: ["AVKit"]),
        // What users import. It depends on the stand-in Apple modules (PhotosUI...) so they are
        // built, found by `import`, and linked into BackplateDynamic with it.
        .target(name: "Backplate", dependencies: ["BackplateCore", "BackplateCairo", "BackplateUIKit", "BackplateMacros", "PhotosUI", "MapKit", "WidgetKit", "AppIntents", "ActivityKit", "SwiftData", "CoreData", "CoreTransferable", "Charts", "AVKit", "StoreKit", "TipKit", "CoreImage", "UserNotifications", "BackplateDarwin", "BackplateOS", "BackplateOSLog", "WebKit", "SafariServices", "MessageUI", "LocalAuthentication", "AudioToolbox", "CoreHaptics", "HealthKit", "EventKit", "EventKitUI", "CloudKit", "QuickLook", "BackplateNetwork", "BackplateSecurity", "BackplateCryptoKit", "BackplateCommonCrypto", "BackgroundTasks", "LinkPresentation", "MediaPlayer", "CoreSpotlight", "MobileCoreServices", "Playgrounds", "Contacts", "ContactsUI", "WatchConnectivity", "AuthenticationServices", "FoundationModels", "PencilKit", "PDFKit", "NaturalLanguage", "Accelerate", "WeatherKit", "Speech", "Photos", "Vision", "VisionKit", "GroupActivities", "CoreMedia", "CoreMotion", "Translation", "AppTrackingTransparency", "AdSupport", "Compression", "UIKitSubmodules",
                                                 "_SwiftData_SwiftUI", "_MapKit_SwiftUI", "_PhotosUI_SwiftUI", "_StoreKit_SwiftUI", "_AVKit_SwiftUI", "SpriteKit", "_SpriteKit_SwiftUI", "SQLite3", "HealthKitUI", "CoreBluetooth", "AccessorySetupKit", "CoreLocationUI", "MusicKit", "PassKit", "GameKit", "simd", "SceneKit", "_SceneKit_SwiftUI", "CoreVideo", "AVFAudio", "CallKit", "PushKit", "MultipeerConnectivity", "CoreML", "ARKit", "RealityKit", "_RealityKit_SwiftUI",
                                                 .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
                                                 .product(name: "OrderedCollections", package: "swift-collections"),
                                                 .product(name: "DequeModule", package: "swift-collections"),
                                                 // Apple's System (`FilePath`, `FileDescriptor`) is swift-system's
                                                 // SystemPackage, reached with `-module-alias System=SystemPackage`.
                                                 .product(name: "SystemPackage", package: "swift-system")]),
        // Swift Charts' names (Chart, the marks, axes, scales, legends), drawn with SwiftUI
        // views, so app files that `import Charts` compile and render as on iOS.
        // Apple's Spatial: the angles and rotations Swift Charts' 3D API takes.
        .target(name: "Spatial"),
        // App Tracking Transparency and the advertising identifier: never authorized in a render.
        .target(name: "AppTrackingTransparency"),
        .target(name: "AdSupport"),
        // Apple's Compression: the one-call buffer functions, zlib's raw DEFLATE only.
        .target(name: "Compression", dependencies: ["BackplateCore", "CZlib"]),
        .target(name: "Charts", dependencies: ["BackplateCore", "Spatial"]),
        // UIKit's names SwiftUI code uses (UIColor, UIImage, UIBezierPath, UIGraphicsImageRenderer...).
        .target(name: "BackplateUIKit", dependencies: ["BackplateCore", "BackplateCairo", "BackplateDarwin", "CoreImage", "QuartzCore", "CoreText", "ImageIO", "UniformTypeIdentifiers", "CHTMLReader"]),
        .target(name: "BackplateKit", dependencies: ["BackplateCore", "Backplate", "BackplateUIKit"]),
        // What `import SwiftUI` and `import UIKit` find on Linux: Backplate and its UIKit names
        // under Apple's module names; SwiftUI also loads the snapshot strategies, as on iOS.
        .target(name: "SwiftUI", dependencies: ["BackplateCore", "Backplate", "CoreData", "UIKit", "BackplateSnapshotTesting"]),
        // `import SwiftUICore` (iOS 18's module under SwiftUI, which Xcode's fix-its write): Backplate.
        .target(name: "SwiftUICore", dependencies: ["BackplateCore", "Backplate"]),
        // UIKit also depends on SnapshotTesting so that SwiftPM always compiles swift-snapshot-testing
        // first: its `#if canImport(UIKit)` would find this module in the shared build folder and
        // fail to load it without Backplate's C module maps (see docs/drop-in.md).
        .target(name: "UIKit", dependencies: ["BackplateUIKit", "CoreGraphics", "QuartzCore", "CoreText", "ImageIO", "CoreImage", "_Testing_UIKit", "UserNotifications", "UIKitSubmodules",
                                              .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
        // The overlay Swift Testing's cross-import of `Testing` and `UIKit` loads, which Linux
        // toolchains lack: an empty stand-in so files importing both compile.
        .target(name: "_Testing_UIKit"),
        .executableTarget(
            name: "backplate",
            dependencies: ["BackplateCore", "Backplate", "BackplateCairo", "BackplateKit", "BackplatePreviewTool", "BackplateMCP", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // The Swift Xcode generates from asset catalogs and String Catalogs (ColorResource.brand,
        // Color.brand, LocalizedStringResource.welcomeTitle...), for `backplate preview` and the
        // XcodeGeneratedSymbols build-tool plugin, whose tool is backplate-generate-symbols.
        .target(name: "BackplateGeneratedSymbols"),
        .executableTarget(name: "backplate-generate-symbols", dependencies: ["BackplateGeneratedSymbols"]),
        .plugin(name: "XcodeGeneratedSymbols", capability: .buildTool(), dependencies: ["backplate-generate-symbols"]),
        // `backplate preview` and `backplate serve`: finds previews (the BackplateMacros plugin
        // parses them), builds them with swiftc against BackplateDynamic, renders them and serves
        // them (FlyingFox).
        .target(
            name: "BackplatePreviewTool",
            dependencies: ["Backplate", "BackplateCore", "BackplateGeneratedSymbols", "BackplatePreviewScan",
                .product(name: "FlyingFox", package: "FlyingFox"),
            ]
        ),
        // The render server's engine: templates, query parsing, the render pool, caching
        // headers, routes and metrics; a library so tests drive it in-process.
        .target(
            name: "BackplateServer",
            dependencies: ["BackplateCore",
                "Backplate",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .executableTarget(
            name: "backplate-server",
            dependencies: ["BackplateCairo", "BackplateServer", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // `backplate mcp`: list, render and inspect previews for agents, over stdio.
        .target(
            name: "BackplateMCP",
            dependencies: ["BackplateCore", "BackplatePreviewTool", .product(name: "MCP", package: "swift-sdk")]
        ),
        // Robustness checks shared by the tests and `backplate-badvalues`: the invariant
        // checker, the bad-value matrix and the seeded view-tree fuzzer.
        .target(name: "BackplateRobustness", dependencies: ["BackplateCore", "Backplate"]),
        // Runs bad-value cases and fuzz batches in a child process (see scripts/fuzz.sh).
        .executableTarget(name: "backplate-badvalues", dependencies: ["Backplate", "BackplateCairo", "BackplateCore", "BackplateRobustness"]),
        // swift-snapshot-testing's SwiftUI strategies (`.image(layout:traits:)`, device presets)
        // on Linux, plus the PNG and layout-tree strategies Backplate's own tests use.
        .target(
            name: "BackplateSnapshotTesting",
            dependencies: ["BackplateCore", "Backplate", "BackplateCairo", "BackplateUIKit", "CDeflate", "CPixelLoops", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        // What the test targets share: the render and text helpers, the colour and point
        // tolerances, the Swift Testing tags, the raw-socket HTTP GET (docs/architecture.md, "Tests").
        .target(name: "BackplateTestSupport", dependencies: ["Backplate", "BackplateCore"], path: "Tests/BackplateTestSupport"),
        // `backplate preview` and `backplate serve` run on a fixture package (headless Chromium
        // for the live page).
        .testTarget(
            name: "PreviewToolTests",
            dependencies: ["BackplateCore", "SwiftUI", "BackplatePreviewTool", "backplate", "Backplate", "BackplateSnapshotTesting", "BackplateTestSupport",
                           "BackplateGeneratedSymbols"],
            exclude: ["Fixtures", "__Snapshots__"]
        ),
        // The render server driven in-process (its responder called directly): routes, statuses,
        // headers. Not HummingbirdTesting, whose product links AsyncHTTPClient and BoringSSL.
        .testTarget(
            name: "ServerTests",
            dependencies: ["BackplateCore", "BackplateServer", "Backplate", "BackplateTestSupport", .product(name: "Hummingbird", package: "hummingbird"),
                           .product(name: "NIOEmbedded", package: "swift-nio"),
                           .product(name: "ServiceLifecycle", package: "swift-service-lifecycle")]
        ),
        // `backplate mcp` end to end: the SDK's client over a pipe to the real executable.
        .testTarget(
            name: "MCPTests",
            dependencies: ["BackplateCore", "SwiftUI", "BackplateMCP", "backplate", "Backplate", "BackplateTestSupport", .product(name: "MCP", package: "swift-sdk"),
                           .product(name: "SystemPackage", package: "swift-system")],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "BackplateCoreTests", dependencies: ["BackplateCore", "BackplateSnapshotTesting", "BackplateTestSupport"]),
        .testTarget(name: "ChartsTests", dependencies: ["BackplateCore", "Charts", "Backplate", "BackplateSnapshotTesting", "BackplateTestSupport"]),
        // The backend's own tests: fonts and their workarounds, the text engine, drawing, codecs.
        .testTarget(name: "BackplateCairoTests", dependencies: ["CCairo", "CPangoCairo", "Backplate", "BackplateCore", "BackplateCairo", "BackplateSnapshotTesting", "BackplateTestSupport", "CDeflate"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "BackplateTests", dependencies: ["BackplateCairo", "BackplateCore", "StoreKit", "MapKit", "PhotosUI", "TipKit", "WidgetKit", "AppIntents", "Backplate", "BackplateUIKit", "BackplateSnapshotTesting", "BackplateRobustness", "SwiftData", "AuthenticationServices", "BackplateTestSupport", "EventKit", "PencilKit", "PDFKit", "NaturalLanguage", "WeatherKit", "Speech", "Photos", "Vision", "VisionKit", "AVFoundation", "GroupActivities", "CoreGraphics", "CoreImage", "BackplateNetwork"],
                    exclude: ["Fixtures", "Controls/__Snapshots__", "Lists/__Snapshots__", "Navigation/__Snapshots__",
                              "Rendering/__Snapshots__", "Shapes/__Snapshots__"]),
        // Restated views against real iOS renders; the reference facts are numbers in the tests.
        .testTarget(name: "ParityTests", dependencies: ["BackplateCore", "Backplate", "BackplateUIKit", "BackplateSnapshotTesting", "BackplateTestSupport",
                                                        .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
        .testTarget(name: "BackplateKitTests", dependencies: ["BackplateKit", "BackplateSnapshotTesting", "BackplateTestSupport"], exclude: ["__Snapshots__"]),
        // A test file written for swift-snapshot-testing on iOS, compiled unchanged (Swift 5 mode).
        .testTarget(
            name: "SnapshotTestingTests",
            dependencies: ["BackplateCore", "BackplateUIKit", "Backplate", "BackplateSnapshotTesting", "SwiftUI", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // The seeds' snippets, verbatim: they come from Swift 5 apps (see shared/seeds/README.md).
        .testTarget(
            name: "SeedTests",
            dependencies: ["BackplateCore", "Backplate", "BackplateUIKit", "BackplateSnapshotTesting", "BackplateTestSupport"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // View files written the way app developers write them (previews, models, styles),
        // compiled unchanged but for the import, in Swift 5 mode as apps are: a library of its
        // own, so the first README command compiles it; AppFileTests renders each light and dark.
        .target(
            name: "AppFiles",
            dependencies: ["AVKit", "BackplateCore", "Combine", "CoreImage", "CoreLocation", "MapKit", "PhotosUI", "QuartzCore", "SpriteKit", "StoreKit", "PassKit", "TipKit", "UniformTypeIdentifiers", "WidgetKit", "Backplate", "BackplateUIKit", "Charts", "SwiftUI", "UIKit"],
            path: "Tests/AppFiles",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "AppFileTests",
            dependencies: ["AppFiles", "AVKit", "BackplateCore", "Backplate", "BackplateUIKit", "Charts", "MapKit", "PhotosUI", "StoreKit", "PassKit", "SwiftUI", "TipKit", "UniformTypeIdentifiers", "WidgetKit", "BackplateSnapshotTesting", "BackplateTestSupport"],
            exclude: ["README.md", "RecipeAssets.xcassets"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // SwiftData app files (Xcode's iOS 17 template verbatim, a trip log with relationships),
        // compiled unchanged but for the import, in Swift 5 mode; a target of their own because
        // the template's `ContentView` and `Item` would clash with other app files' names.
        .testTarget(
            name: "SwiftDataAppTests",
            dependencies: ["BackplateCore", "Backplate", "SwiftData", "BackplateSnapshotTesting", "BackplateTestSupport"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // App files that each once failed to compile on Linux (issue 29's long tail: asset
        // symbols, iOS 17 transitions, chart descriptors, deprecated spellings...), written with
        // their own imports (`import SwiftUI`), in Swift 5 mode as apps are.
        .testTarget(
            name: "LongTailAPITests",
            dependencies: ["BackplateCore", "Combine", "UIKit", "BackplateUIKit", "SwiftUI", "CoreData", "CoreTransferable", "Charts", "WidgetKit", "SwiftData", "AppIntents", "ActivityKit", "Intents",
                           "CoreLocation", "AVFoundation", "UniformTypeIdentifiers", "TipKit", "CoreGraphics", "CoreImage", "UserNotifications", "Accelerate",
                           "BackplateDarwin", "BackplateOS", "BackplateOSLog", "WebKit", "SafariServices", "MessageUI", "LocalAuthentication", "AudioToolbox",
                           "CoreHaptics", "HealthKit", "EventKit", "EventKitUI", "CloudKit", "Spatial", "AppTrackingTransparency", "AdSupport", "Compression",
                           "QuickLook", "BackplateNetwork", "BackplateSecurity", "BackplateCryptoKit", "BackplateCommonCrypto", "BackgroundTasks", "LinkPresentation", "MediaPlayer",
                           "CoreSpotlight", "MobileCoreServices", "Playgrounds", "Contacts", "ContactsUI", "WatchConnectivity", "AuthenticationServices", "MapKit", "SwiftUICore", "QuartzCore",
                           "CoreText", "ImageIO", "_SwiftData_SwiftUI", "_MapKit_SwiftUI", "_PhotosUI_SwiftUI", "SpriteKit", "SQLite3", "HealthKitUI", "CoreBluetooth", "AccessorySetupKit", "CoreLocationUI", "MusicKit", "PassKit", "GameKit", "simd", "SceneKit", "CoreVideo", "AVFAudio", "CallKit", "PushKit", "MultipeerConnectivity", "CoreML", "ARKit", "RealityKit", "StoreKit", "FoundationModels", "Speech", "Photos", "PhotosUI", "Vision", "VisionKit", "GroupActivities", "CoreMedia", "CoreMotion", "Translation", "PDFKit", "BackplateTestSupport"],
            exclude: ["SummitAssets.xcassets"],
            // `import os`, `OSLog`, `Network`, `Security`, `CryptoKit` and `CommonCrypto`, and Darwin's lock in files that
            // import only Foundation, as an app's Package.swift arranges them (docs/drop-in.md).
            swiftSettings: [.swiftLanguageMode(.v5),
                            .unsafeFlags(["-module-alias", "os=BackplateOS", "-module-alias", "OSLog=BackplateOSLog",
                                          "-module-alias", "Network=BackplateNetwork", "-module-alias", "Security=BackplateSecurity",
                                          "-module-alias", "CryptoKit=BackplateCryptoKit", "-module-alias", "CommonCrypto=BackplateCommonCrypto",
                                          "-Xfrontend", "-import-module", "-Xfrontend", "BackplateDarwin"])],
            // The catalog's symbols (ColorResource.summitTeal...), generated as Xcode does.
            plugins: ["XcodeGeneratedSymbols"]
        ),
        // Tests/DropInFixture: a package written as for iOS (`import SwiftUI`, `import UIKit`,
        // `import SnapshotTesting`, no `#if`), built here from its own folders so CI compiles and
        // runs it in the same build as Backplate (its own Package.swift would build Backplate again).
        .target(
            name: "Trailhead",
            // BackplateCore, which `import SwiftUI` reaches, listed so that SwiftPM rebuilds the
            // fixture when it changes (scripts/check-target-imports.py says why).
            dependencies: ["BackplateCore", "UIKit", "SwiftUI"],
            path: "Tests/DropInFixture/Sources/Trailhead",
            // Its catalogs reach the symbols through the plugin, not as resources (no Bundle.module).
            exclude: ["Resources"],
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: ["XcodeGeneratedSymbols"]
        ),
        .testTarget(
            name: "TrailheadTests",
            dependencies: ["BackplateCore", "Trailhead", "SwiftUI", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            path: "Tests/DropInFixture/Tests/TrailheadTests",
            exclude: ["__Snapshots__"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Xcode's iOS "Document App" template (a FileDocument edited in a DocumentGroup), compiled
        // unchanged but for the import, in Swift 5 mode; a target of its own for the template's
        // `ContentView`.
        .testTarget(
            name: "DocumentAppTests",
            dependencies: ["BackplateCore", "UniformTypeIdentifiers", "Backplate", "BackplateTestSupport"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// The test targets compile without debug information (`-gnone` reaches the frontend after
// SwiftPM's `-g`): about a tenth less CPU for the test build (issue 32). Failures still name
// their file and line (the test macros record them); a crash's backtrace in test code gives
// function names only.
for target in package.targets where target.type == .test {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-Xfrontend", "-gnone"])]
}
