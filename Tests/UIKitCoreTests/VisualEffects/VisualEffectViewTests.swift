import Testing
@testable import UIKitCore
@testable import QuartzCore

/// UIVisualEffectView: blur styles to blur radii and veils (light and dark), the content view, vibrancy's
/// compositing, and the effect animating to and from nil.
@MainActor @Suite(.serialized) struct VisualEffectViewTests {
    /// Installs the shared manual media clock before any animation is added.
    let clock = AnimationTestClock.shared

    func backdrop(_ view: UIVisualEffectView) -> CABackdropLayer { view.backdropView.backdropLayer }

    func veil(_ view: UIVisualEffectView) -> (white: CGFloat, alpha: CGFloat) {
        let c = backdrop(view).backdropTintColor?.rgba ?? (red: -1, green: -1, blue: -1, alpha: -1)
        return ((c.red + c.green + c.blue) / 3, c.alpha)
    }

    func effectView(_ style: UIBlurEffect.Style, dark: Bool = false) -> UIVisualEffectView {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: style))
        view.overrideUserInterfaceStyle = dark ? .dark : .light
        return view
    }

    @Test func everyStyleBlursAndVeilsAsItsLightnessSays() {
        let lightStyles: [UIBlurEffect.Style] = [.extraLight, .light, .systemUltraThinMaterialLight,
                                                 .systemThinMaterialLight, .systemMaterialLight,
                                                 .systemThickMaterialLight, .systemChromeMaterialLight]
        let darkStyles: [UIBlurEffect.Style] = [.dark, .systemUltraThinMaterialDark, .systemThinMaterialDark,
                                                .systemMaterialDark, .systemThickMaterialDark,
                                                .systemChromeMaterialDark]
        for style in lightStyles {
            for dark in [false, true] {
                let view = effectView(style, dark: dark)
                #expect(backdrop(view).blurRadius > 0, "\(style)")
                #expect(veil(view).white > 0.9, "\(style) veils in white whatever the environment")
            }
        }
        for style in darkStyles {
            for dark in [false, true] {
                let view = effectView(style, dark: dark)
                #expect(backdrop(view).blurRadius > 0, "\(style)")
                #expect(veil(view).white < 0.2, "\(style) veils in black whatever the environment")
            }
        }
    }

    @Test func everyStyleBoostsTheSaturationOfWhatIsBehind() throws {
        for raw in [0, 1, 2] + Array(4...20) {
            let style = try #require(UIBlurEffect.Style(rawValue: raw))
            #expect(backdrop(effectView(style)).saturationAmount == 1.8, "\(style)")
        }
        // No effect, no boost.
        let view = effectView(.systemMaterial)
        view.effect = nil
        #expect(backdrop(view).saturationAmount == 1)
        #expect(backdrop(view).makeRenderLayer(committing: false).backdrop?.saturation == 1)
    }

    @Test func aBadSaturationIsLoggedAndIgnored() {
        let layer = CABackdropLayer()
        layer.saturationAmount = 1.5
        let previous = CALog.sink
        let captured = LockedLines()
        CALog.sink = { captured.append($0) }
        for bad in [CGFloat.nan, -1, .infinity] { layer.saturationAmount = bad }
        CALog.sink = previous
        #expect(layer.saturationAmount == 1.5)
        #expect(captured.all.count == 3 && captured.all.allSatisfy { $0.contains("saturationAmount") })
    }

    @Test func adaptiveStylesFollowTheLightOrDarkStyle() {
        let adaptive: [UIBlurEffect.Style] = [.regular, .prominent, .systemUltraThinMaterial, .systemThinMaterial,
                                              .systemMaterial, .systemThickMaterial, .systemChromeMaterial]
        for style in adaptive {
            #expect(veil(effectView(style, dark: false)).white > 0.9, "\(style) in light")
            #expect(veil(effectView(style, dark: true)).white < 0.2, "\(style) in dark")
        }
        // The view follows a change of its style.
        let view = effectView(.systemMaterial)
        view.overrideUserInterfaceStyle = .dark
        #expect(veil(view).white < 0.2)
    }

    @Test func thickerMaterialsVeilMore() {
        let materials: [UIBlurEffect.Style] = [.systemUltraThinMaterial, .systemThinMaterial, .systemMaterial,
                                               .systemThickMaterial]
        let alphas = materials.map { veil(effectView($0)).alpha }
        #expect(alphas == alphas.sorted() && Set(alphas).count == alphas.count, "\(alphas)")
        #expect(veil(effectView(.light)).alpha == 0.3 && backdrop(effectView(.light)).blurRadius == 20)
    }

    @Test func effectsCompareByStyleAndCopyAsThemselves() {
        #expect(UIBlurEffect(style: .dark).isEqual(UIBlurEffect(style: .dark)))
        #expect(!UIBlurEffect(style: .dark).isEqual(UIBlurEffect(style: .light)))
        let vibrancy = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark), style: .secondaryLabel)
        #expect(vibrancy.isEqual(UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark), style: .secondaryLabel)))
        #expect(!vibrancy.isEqual(UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark))))
        #expect(vibrancy.copy() as AnyObject === vibrancy)
    }

    @Test func theContentViewFillsTheViewAndHostsItsSubviews() {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        view.layoutIfNeeded()
        #expect(view.contentView.superview === view)
        #expect(view.contentView.frame == view.bounds)
        #expect(view.subviews.last === view.contentView, "content above the blur")
        view.frame.size = CGSize(width: 300, height: 80)
        view.layoutIfNeeded()
        #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 300, height: 80))
        #expect(view.backdropView.frame == view.contentView.frame)
        let label = UILabel()
        let lines = capturingLog { view.contentView.addSubview(label) }
        #expect(lines.isEmpty)
        let misplaced = UIView()
        let warned = capturingLog { view.addSubview(misplaced) }
        #expect(warned.contains { $0.contains("add them to the -contentView") })
    }

    @Test func vibrancyCompositesTheContentOverTheBlurBehindIt() {
        let dark = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark)))
        #expect(dark.contentView.layer.compositingFilter as? String == "screenBlendMode")
        #expect(dark.backdropView.isHidden, "vibrancy adds no blur of its own")
        let light = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .extraLight),
                                                                style: .tertiaryLabel))
        #expect(light.contentView.layer.compositingFilter as? String == "multiplyBlendMode")
        #expect(abs(light.contentView.alpha - 0.3) < 1e-6)
        // Back to a blur: the content is composited normally again.
        light.effect = UIBlurEffect(style: .light)
        #expect(light.contentView.layer.compositingFilter == nil && light.contentView.alpha == 1)
        #expect(!light.backdropView.isHidden)
        #expect(light.contentView.layer.makeRenderLayer(committing: false).compositingOperator == .normal)
        #expect(dark.contentView.layer.makeRenderLayer(committing: false).compositingOperator == .screen)
    }

    @Test func theEffectAnimatesToNilAndBack() throws {
        let (_, root, host) = hostedAnimatedView()
        defer { host.invalidate() }
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.addSubview(view)
        CATransaction.flush()
        let startVeil = veil(view).alpha
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.effect = nil }
        #expect(backdrop(view).blurRadius == 0, "the model is at the end at once")
        #expect(veil(view).alpha == 0)
        #expect(backdrop(view).animation(forKey: "blurRadius") != nil)
        advanceAnimationFrame(by: 0.5)
        let halfway = try #require(backdrop(view).presentation())
        #expect(abs(halfway.blurRadius - 10) < 0.01, "\(halfway.blurRadius)")
        #expect(abs((halfway.backdropTintColor?.alpha ?? 0) - startVeil / 2) < 0.01)
        // The render tree carries the presentation values.
        let node = backdrop(view).makeRenderLayer(committing: false)
        #expect(abs((node.backdrop?.blurRadius ?? 0) - 10) < 0.01)
        advanceAnimationFrame(by: 1)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            view.effect = UIBlurEffect(style: .light)
        }
        advanceAnimationFrame(by: 0.25)
        #expect(abs((backdrop(view).presentation()?.blurRadius ?? 0) - 5) < 0.01)
        advanceAnimationFrame(by: 1)
        #expect(backdrop(view).presentation()?.blurRadius == 20)
    }

    @Test func aBadBlurRadiusIsLoggedAndIgnored() {
        let layer = CABackdropLayer()
        layer.blurRadius = 5
        let previous = CALog.sink
        let captured = LockedLines()
        CALog.sink = { captured.append($0) }
        for bad in [CGFloat.nan, -3, .infinity] { layer.blurRadius = bad }
        CALog.sink = previous
        let lines = captured.all
        #expect(layer.blurRadius == 5)
        #expect(lines.count == 3 && lines.allSatisfy { $0.contains("blurRadius") })
    }
}
