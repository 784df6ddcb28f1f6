import Testing
@testable import UIKitCore

/// Every view takes appearance proxies, as in UIKit: controls' tint properties, labels' text colour and font, and
/// any view's tint and background, applied as the view joins a window, contained ones only inside their container,
/// and never over a value the view was given itself.
@MainActor @Suite(.serialized) struct ViewAppearanceProxyTests {
    @Test func controlProxiesApplyToNewControlsAndOwnValuesWin() {
        defer { AppearanceRegistry.reset() }
        UISwitch.appearance().onTintColor = .systemPurple
        UISlider.appearance().minimumTrackTintColor = .systemOrange
        UIProgressView.appearance().progressTintColor = .systemRed
        UIPageControl.appearance().currentPageIndicatorTintColor = .systemGreen
        UISegmentedControl.appearance().selectedSegmentTintColor = .systemYellow
        let (window, _) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true }
        let plain = UISwitch(), own = UISwitch()
        own.onTintColor = .systemTeal
        let slider = UISlider(), progress = UIProgressView(progressViewStyle: .default), pages = UIPageControl()
        let segments = UISegmentedControl(items: ["A", "B"])
        #expect(plain.onTintColor == nil, "not before it joins a window")
        for view in [plain, own, slider, progress, pages, segments] as [UIView] { window.addSubview(view) }
        #expect(plain.onTintColor == .systemPurple)
        #expect(own.onTintColor == .systemTeal, "a value the switch was given itself wins")
        #expect(slider.minimumTrackTintColor == .systemOrange && progress.progressTintColor == .systemRed)
        #expect(pages.currentPageIndicatorTintColor == .systemGreen && segments.selectedSegmentTintColor == .systemYellow)
    }

    @Test func aLabelProxyInsideANavigationBarOnly() {
        defer { AppearanceRegistry.reset() }
        UILabel.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).textColor = .systemRed
        let (window, _) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true }
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        window.addSubview(bar)
        let inside = UILabel(), outside = UILabel()
        bar.addSubview(inside)
        window.addSubview(outside)
        #expect(inside.textColor == .systemRed)
        #expect(outside.textColor == .label)
    }

    @Test func aGlobalTintReachesEveryNewView() {
        defer { AppearanceRegistry.reset() }
        UIView.appearance().tintColor = .systemPink
        let (window, _) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true }
        let button = UIButton(type: .system)
        window.addSubview(button)
        #expect(button.tintColor == .systemPink)
        #expect(UISwitch.appearance() !== UIView.appearance(), "one proxy per class")
    }
}
