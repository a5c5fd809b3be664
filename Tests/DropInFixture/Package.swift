// swift-tools-version: 6.1
// A package written as for iOS: its Swift files import SwiftUI, UIKit and SnapshotTesting with no
// `#if`. Only this manifest names Backplate, for Linux; on Apple platforms the same manifest
// builds against Apple's SwiftUI. Backplate's own Package.swift builds these same folders as its
// `Trailhead` and `TrailheadTests` targets, so CI compiles and runs them without a second build.
import PackageDescription

let package = Package(
    name: "Trailhead",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "Trailhead", targets: ["Trailhead"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // In an app: .package(url: "<Backplate's repository URL>", branch: "main").
        .package(name: "Backplate", path: "../.."),
    ],
    targets: [
        .target(
            name: "Trailhead",
            dependencies: [
                .product(name: "SwiftUI", package: "Backplate", condition: .when(platforms: [.linux])),
            ],
            // The asset catalog and String Catalog: Xcode compiles them and generates their
            // symbols (`Color.trailMoss`, `Image(.trailMap)`, `Text(.trailheadWelcome)`); on
            // Linux the plugin generates the same symbols (on Apple platforms its file is empty).
            resources: [.process("Resources")],
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "XcodeGeneratedSymbols", package: "Backplate")]
        ),
        .testTarget(
            name: "TrailheadTests",
            dependencies: [
                "Trailhead",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "SwiftUI", package: "Backplate", condition: .when(platforms: [.linux])),
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
