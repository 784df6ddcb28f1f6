// swift-tools-version: 6.2
// UIKit for Linux, on X11. The layers, top to bottom (see docs/ARCHITECTURE.md):
//   Apps -> UIKit (umbrella) -> UIKitCore / X11WindowServer -> QuartzCore -> CoreGraphics -> C libraries
import PackageDescription

/// Every Swift target is built in Swift 6 language mode with warnings treated as errors.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

/// One system-library target per C library; the module maps live in Sources/<name>.
func cLibrary(_ name: String, _ pkgConfig: String, _ apt: String) -> Target {
    .systemLibrary(name: name, path: "Sources/\(name)", pkgConfig: pkgConfig, providers: [.apt([apt])])
}

/// The port tool parses and rewrites Swift with swift-syntax: the 603 line, which matches the Swift 6.3 toolchain's parser.
/// A package dependency rather than the toolchain's own `usr/lib/swift/host` copy, which ships only as module interfaces
/// found through unsafe flags and was not found on every machine (CI failed with "no such module 'SwiftSyntax'").
let swiftSyntax: [Target.Dependency] = [
    .product(name: "SwiftSyntax", package: "swift-syntax"),
    .product(name: "SwiftParser", package: "swift-syntax"),
]

let package = Package(
    name: "UIKitForLinux",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "UIKitTestSupport", targets: ["UIKitTestSupport"]),
        .library(name: "GoldenScenes", targets: ["GoldenScenes"]),
        .executable(name: "hello-layers", targets: ["HelloLayers"]),
        .executable(name: "screenshot-tour", targets: ["ScreenshotTour"]),
        .executable(name: "resources-sample", targets: ["ResourcesSample"]),
        .executable(name: "gallery", targets: ["Gallery"]),
        .executable(name: "touch-canvas", targets: ["TouchCanvas"]),
        .executable(name: "presenter", targets: ["Presenter"]),
        .executable(name: "scene-template", targets: ["SceneTemplate"]),
        .executable(name: "uikit-port", targets: ["uikit-port"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // C libraries.
        cLibrary("CX11", "x11", "libx11-dev"),
        cLibrary("CXrender", "xrender", "libxrender-dev"),
        cLibrary("CXi", "xi", "libxi-dev"),
        cLibrary("CXrandr", "xrandr", "libxrandr-dev"),
        cLibrary("CXinerama", "xinerama", "libxinerama-dev"),
        cLibrary("CXext", "xext", "libxext-dev"),
        cLibrary("CXtst", "xtst", "libxtst-dev"),
        cLibrary("CXRes", "xres", "libxres-dev"),
        cLibrary("CXfixes", "xfixes", "libxfixes-dev"),
        cLibrary("CXkbCommon", "xkbcommon", "libxkbcommon-dev"),
        cLibrary("CXcursor", "xcursor", "libxcursor-dev"),
        cLibrary("CIBus", "ibus-1.0", "libibus-1.0-dev"),
        cLibrary("CCairo", "cairo", "libcairo2-dev"),
        cLibrary("CPangoCairo", "pangocairo", "libpango1.0-dev"),
        cLibrary("CJPEG", "libjpeg", "libjpeg62-turbo-dev"),
        // SVG rendering: the icon theme's symbolic icons behind UIImage(systemName:).
        cLibrary("CRsvg", "librsvg-2.0", "librsvg2-dev"),
        // PDF rendering, for the port tool only: PDF image sets become PNGs at port time.
        cLibrary("CPoppler", "poppler-glib", "libpoppler-glib-dev"),
        // GDBus: the accessibility bridge's D-Bus (GLib is already there through Pango).
        cLibrary("CGio", "gio-2.0", "libglib2.0-dev"),
        // Hyphenation by the language's patterns (libhyphen ships no pkg-config file; its dictionaries are the
        // hyphen-* packages under /usr/share/hyphen).
        .systemLibrary(name: "CHyphen", path: "Sources/CHyphen", providers: [.apt(["libhyphen-dev"])]),

        // The platform-free core.
        .target(name: "CoreGraphics", dependencies: ["CCairo", "CPangoCairo", "CJPEG", "CRsvg", "CHyphen",
                                                     "_Testing_CoreGraphics"],
                swiftSettings: strict),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics"], swiftSettings: strict),
        .target(name: "UIKitCore", dependencies: ["QuartzCore", "CoreGraphics", "AutoLayout", "UIKitResources"],
                swiftSettings: strict),

        // What UIKit ships to apps (the top-level Resources/ folder): the SF Symbol table and the system colours,
        // copied beside every executable built; see Resources/UIKitResources.swift for how they are found.
        .target(name: "UIKitResources", path: "Resources", resources: [.copy("SymbolTable.txt"), .copy("SystemColors.txt")],
                swiftSettings: strict),

        // The Auto Layout constraint engine: an incremental Cassowary solver, platform-free (no UIKit import).
        .target(name: "AutoLayout", swiftSettings: strict),

        // The X11 window server adapter.
        .target(name: "X11WindowServer",
                dependencies: ["UIKitCore", "QuartzCore", "CoreGraphics", "CCairo",
                               "CX11", "CXrender", "CXi", "CXrandr", "CXinerama", "CXext", "CXtst", "CXkbCommon",
                               "CXfixes", "CIBus", "CXcursor"],
                swiftSettings: strict),

        // UIAccessibility on the Linux accessibility bus (AT-SPI2 through GDBus).
        .target(name: "ATSPIBridge", dependencies: ["UIKitCore", "CGio"], swiftSettings: strict),

        // `import UIKit`: re-exports the core and picks a window server and the accessibility bridge.
        .target(name: "UIKit", dependencies: ["UIKitCore", "X11WindowServer", "ATSPIBridge", "_Testing_UIKit"],
                swiftSettings: strict),

        // Swift Testing declares cross-import overlays for modules named UIKit and CoreGraphics; these
        // empty modules satisfy them so that any test file may `import Testing` beside `import UIKit`.
        .target(name: "_Testing_UIKit", path: "Sources/CrossImportOverlays/UIKit"),
        .target(name: "_Testing_CoreGraphics", path: "Sources/CrossImportOverlays/CoreGraphics"),

        // Private X servers, pixel read-back and XTest input for tests and the screenshot tour.
        .target(name: "UIKitTestSupport",
                dependencies: ["UIKit", "CoreGraphics", "CCairo", "CX11", "CXtst", "CXRes", "CXfixes"],
                swiftSettings: strict),

        // The golden-scene corpus: layer trees with reference pictures in Tests/GoldenImages, shared by the
        // reference-renderer tests and the X11 compositor's differential tests.
        .target(name: "GoldenScenes", dependencies: ["UIKit"], swiftSettings: strict),

        // Sample apps.
        .executableTarget(name: "HelloLayers", dependencies: ["UIKit"], path: "Apps/HelloLayers",
                          swiftSettings: strict),

        // The project's face: a gallery of pages, a multitouch canvas, and an external-display presenter (README).
        .executableTarget(name: "Gallery", dependencies: ["UIKit"], path: "Apps/Gallery", swiftSettings: strict),
        .executableTarget(name: "TouchCanvas", dependencies: ["UIKit"], path: "Apps/TouchCanvas", swiftSettings: strict),
        .executableTarget(name: "Presenter", dependencies: ["UIKit"], path: "Apps/Presenter",
                          resources: [.copy("Resources")], swiftSettings: strict),

        // A localized strings table, a @2x image and a main nib from its Info.plist, in a SwiftPM resource bundle.
        .executableTarget(name: "ResourcesSample", dependencies: ["UIKit"], path: "Apps/ResourcesSample",
                          resources: [.copy("Resources")], swiftSettings: strict),

        // Xcode's iOS App template (scenes, Main.storyboard, Info.plist's scene manifest), with a one-line main.swift,
        // in Swift 5 language mode as iOS code is written.
        .executableTarget(name: "SceneTemplate", dependencies: ["UIKit"], path: "Apps/SceneTemplate",
                          resources: [.copy("Resources")],
                          swiftSettings: [.swiftLanguageMode(.v5), .treatAllWarnings(as: .error)]),

        // Reports life cycle, screens and layout for the X screen tests, which run it as a child process.
        .executableTarget(name: "ScreenProbe", dependencies: ["UIKit"], path: "Apps/ScreenProbe", swiftSettings: strict),

        .executableTarget(name: "ScreenshotTour", dependencies: ["UIKitTestSupport"], path: "Apps/ScreenshotTour",
                          swiftSettings: strict),

        // What the benchmarks share: timing the main thread's CPU.
        .target(name: "BenchmarkSupport", path: "Benchmarks/BenchmarkSupport", swiftSettings: strict),
        // What the table and photo-grid benchmarks share: a scroll view flung through the X11 compositor on Xvfb.
        .target(name: "XvfbFling", dependencies: ["UIKit", "X11WindowServer"], path: "Benchmarks/XvfbFling",
                swiftSettings: strict),

        // The port tool: an Xcode project -> a generated SwiftPM package (sources rewritten with SwiftSyntax) -> build, run.
        // It renders SVG image sets with CoreGraphics (librsvg) and PDF ones with poppler, as Xcode rasterizes vector
        // assets at build time.
        .target(name: "PortTool", dependencies: ["CoreGraphics", "CCairo", "CPoppler"] + swiftSyntax, swiftSettings: strict),
        .executableTarget(name: "uikit-port", dependencies: ["PortTool"], swiftSettings: strict),

        // Benchmarks: swift run -c release DrawingBenchmark
        .executableTarget(name: "DrawingBenchmark", dependencies: ["UIKitCore"], path: "Benchmarks/DrawingBenchmark",
                          swiftSettings: strict),
        .executableTarget(name: "EventBenchmark", dependencies: ["UIKitCore"], path: "Benchmarks/EventBenchmark",
                          swiftSettings: strict),
        // View model at 1,000 and 10,000 views: creation, layout pass, commit, hit-test.
        .executableTarget(name: "ViewBenchmark", dependencies: ["BenchmarkSupport", "UIKitCore"], path: "Benchmarks/ViewBenchmark",
                          swiftSettings: strict),
        // X input latency: swift run -c release InputBenchmark
        .executableTarget(name: "InputBenchmark", dependencies: ["UIKit", "UIKitTestSupport"],
                          path: "Benchmarks/InputBenchmark", swiftSettings: strict),
        // The peer benchmark's scene through the X11 compositor: see README, "Compositor benchmark".
        // Animation frame cost (1,000 animations against one) and display-link schedule: see its main.swift.
        .executableTarget(name: "AnimationBenchmark", dependencies: ["UIKitCore"], path: "Benchmarks/AnimationBenchmark",
                          swiftSettings: strict),
        .executableTarget(name: "CompositorBenchmark", dependencies: ["UIKit"], path: "Benchmarks/CompositorBenchmark",
                          swiftSettings: strict),
        // An animated navigation push over 300 views on Xvfb beside a static frame: see its main.swift.
        .executableTarget(name: "NavigationBenchmark", dependencies: ["UIKit", "UIKitTestSupport", "X11WindowServer"],
                          path: "Benchmarks/NavigationBenchmark", swiftSettings: strict),
        // One frame of animated scrolling over 10 and 2,000 rows: see its main.swift.
        .executableTarget(name: "ScrollBenchmark", dependencies: ["BenchmarkSupport", "UIKitCore"], path: "Benchmarks/ScrollBenchmark",
                          swiftSettings: strict),
        // One frame of UIKit Dynamics with 1 to 100 colliding boxes: see its main.swift.
        .executableTarget(name: "DynamicsBenchmark", dependencies: ["BenchmarkSupport", "UIKitCore"],
                          path: "Benchmarks/DynamicsBenchmark", swiftSettings: strict),

        // 2,000 live particles at 60 Hz on Xvfb beside a plain layer animation: swift run -c release EmitterBenchmark
        .executableTarget(name: "EmitterBenchmark", dependencies: ["UIKit", "UIKitTestSupport", "X11WindowServer"],
                          path: "Benchmarks/EmitterBenchmark", swiftSettings: strict),

        // A full-window blur behind and in front of a moving view on Xvfb: swift run -c release BlurBenchmark
        .executableTarget(name: "BlurBenchmark", dependencies: ["UIKit", "UIKitTestSupport", "X11WindowServer"],
                          path: "Benchmarks/BlurBenchmark", swiftSettings: strict),
        // A 100,000-row self-sizing table flung on Xvfb beside GTK 4's GtkListView: swift run -c release TableBenchmark
        .executableTarget(name: "TableBenchmark", dependencies: ["UIKit", "UIKitTestSupport", "XvfbFling"],
                          path: "Benchmarks/TableBenchmark", exclude: ["gtk_listview.py"], swiftSettings: strict),

        // AutoLayout's solver against kiwisolver (python3-kiwisolver): swift run -c release AutoLayoutBenchmark
        .executableTarget(name: "AutoLayoutBenchmark", dependencies: ["AutoLayout"], path: "Benchmarks/AutoLayoutBenchmark",
                          exclude: ["kiwi_benchmark.py"], swiftSettings: strict),

        // Ten minutes of animation (memory and X resources flat) and a 20,000-event drag: see its main.swift.
        .executableTarget(name: "SoakBenchmark", dependencies: ["UIKit", "UIKitTestSupport"],
                          path: "Benchmarks/SoakBenchmark", swiftSettings: strict),

        // A 100,000-character attributed text laid out by NSLayoutManager beside the plain string: see its main.swift.
        .executableTarget(name: "TextKitBenchmark", dependencies: ["BenchmarkSupport", "UIKitCore"],
                          path: "Benchmarks/TextKitBenchmark", swiftSettings: strict),

        // Snapshot differences and a photo-grid fling, each beside a baseline, and the grid flung on Xvfb: see its main.swift.
        .executableTarget(name: "CollectionBenchmark", dependencies: ["BenchmarkSupport", "UIKit", "UIKitTestSupport", "XvfbFling"],
                          path: "Benchmarks/CollectionBenchmark", swiftSettings: strict),
        // The layout pass of a 1,000-view screen built from anchors: swift run -c release LayoutBenchmark
        .executableTarget(name: "LayoutBenchmark", dependencies: ["BenchmarkSupport", "UIKitCore"], path: "Benchmarks/LayoutBenchmark",
                          swiftSettings: strict),

        // A client reading a 1,000-element window through AT-SPI beside GTK 4, and idle CPU with the bridge: see its main.swift.
        .executableTarget(name: "AccessibilityBenchmark", dependencies: ["UIKit", "UIKitTestSupport"],
                          path: "Benchmarks/AccessibilityBenchmark", swiftSettings: strict),

        // Launch to first frame and idle CPU of each sample app: see README, "Sample apps".
        .executableTarget(name: "AppStartupBenchmark", dependencies: ["UIKitTestSupport"],
                          path: "Benchmarks/AppStartupBenchmark", swiftSettings: strict),

        // Tests.
        // iOS code as it is written: Swift 5 language mode, UIKit called from nonisolated code (@preconcurrency).
        .testTarget(name: "Swift5ClientTests", dependencies: ["UIKit"],
                    swiftSettings: [.swiftLanguageMode(.v5), .treatAllWarnings(as: .error)]),
        .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout"], swiftSettings: strict),
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics"], swiftSettings: strict),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore"], swiftSettings: strict),
        .testTarget(name: "UIKitCoreTests", dependencies: ["UIKit", "GoldenScenes", "UIKitTestSupport"], exclude: ["Resources/Fixtures"],
                    swiftSettings: strict),
        // Each sample app as its own process on its own X server, driven and checked through its pixels and log.
        .testTarget(name: "AppTests", dependencies: ["UIKitTestSupport", "Gallery", "TouchCanvas", "Presenter", "ResourcesSample",
                                                   "SceneTemplate"],
                    swiftSettings: strict),
        // The port tool's reader, rewriter and generator on snippets, and fixture Xcode projects built and run on Xvfb.
        .testTarget(name: "PortToolTests", dependencies: ["PortTool", "UIKitTestSupport"] + swiftSyntax, exclude: ["Fixtures"],
                    swiftSettings: strict),
        .testTarget(name: "X11WindowServerTests",
                    dependencies: ["UIKit", "UIKitTestSupport", "HelloLayers", "GoldenScenes"], swiftSettings: strict),
    ]
)
