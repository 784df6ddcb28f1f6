import UIKit

/// UIVisualEffectView: materials from ultra-thin to thick over a colourful picture, in light and in dark, a live
/// blur over a disc that moves behind it, and a vibrant label over a dark blur. Replay blurs the last card in from
/// no effect.
final class BlurPage: GalleryPageContent {
    private let mover = UIView()
    private var fadingBlur: UIVisualEffectView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        let light = addTile("Materials, light", column: 0, row: 0)
        let dark = addTile("Materials, dark", column: 1, row: 0)
        let vibrancy = addTile("Vibrancy", column: 2, row: 0)
        for stage in [light, dark, vibrancy] { Self.paintPicture(on: stage) }
        mover.frame = CGRect(x: 20, y: 120, width: 36, height: 36)
        mover.backgroundColor = GalleryStyle.accents[3]
        mover.layer.cornerRadius = 18
        light.addSubview(mover)
        addMaterials(to: light, style: .light)
        addMaterials(to: dark, style: .dark)
        addVibrancy(to: vibrancy)
        addReplayButton()
    }

    required init?(coder: NSCoder) { nil }

    /// Stripes and discs in the accent colours, clipped to the stage's rounded top.
    private static func paintPicture(on stage: UIView) {
        stage.clipsToBounds = true
        let accents = GalleryStyle.accents
        for index in 0..<12 {
            let stripe = UIView(frame: CGRect(x: CGFloat(index) * 20, y: 0, width: 20, height: stage.bounds.height))
            stripe.backgroundColor = accents[index % accents.count]
            stage.addSubview(stripe)
        }
        for (index, point) in [CGPoint(x: 60, y: 50), CGPoint(x: 160, y: 110)].enumerated() {
            let disc = UIView(frame: CGRect(x: point.x - 30, y: point.y - 30, width: 60, height: 60))
            disc.backgroundColor = index == 0 ? .white : UIColor(white: 0.1, alpha: 1)
            disc.layer.cornerRadius = 30
            stage.addSubview(disc)
        }
    }

    /// Three materials side by side, named on themselves, in the light or dark style.
    private func addMaterials(to stage: UIView, style: UIUserInterfaceStyle) {
        let materials: [(String, UIBlurEffect.Style)] = [("Thin", .systemUltraThinMaterial),
                                                          ("Regular", .systemMaterial),
                                                          ("Thick", .systemThickMaterial)]
        for (index, (name, material)) in materials.enumerated() {
            let blur = UIVisualEffectView(effect: UIBlurEffect(style: material))
            blur.overrideUserInterfaceStyle = style
            blur.frame = CGRect(x: 10 + CGFloat(index) * 72, y: 20, width: 66, height: 130)
            blur.layer.cornerRadius = 0
            let label = UILabel(name, frame: CGRect(x: 6, y: 8, width: 56, height: 18), size: 12, bold: true,
                                color: style == .dark ? .white : GalleryStyle.ink)
            blur.contentView.addSubview(label)
            stage.addSubview(blur)
        }
    }

    /// A dark blur holding a vibrancy effect view with a label, and a light one below.
    private func addVibrancy(to stage: UIView) {
        for (index, style) in [UIBlurEffect.Style.dark, .extraLight].enumerated() {
            let blurEffect = UIBlurEffect(style: style)
            let blur = UIVisualEffectView(effect: blurEffect)
            blur.frame = CGRect(x: 15, y: 15 + CGFloat(index) * 75, width: 200, height: 65)
            let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blurEffect))
            vibrancy.frame = blur.bounds
            vibrancy.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            let label = UILabel("Vibrant", frame: CGRect(x: 14, y: 14, width: 172, height: 36), size: 30, bold: true,
                                color: index == 0 ? .white : .black)
            vibrancy.contentView.addSubview(label)
            blur.contentView.addSubview(vibrancy)
            stage.addSubview(blur)
            if index == 1 { fadingBlur = blur }
        }
    }

    override func didAppear() {
        appLog("blur start")
        mover.center.x = 38
        UIView.animate(withDuration: 2, delay: 0, options: [.curveEaseInOut, .autoreverse, .repeat]) {
            self.mover.center.x = 192
        }
        guard let fadingBlur else { return }
        fadingBlur.effect = nil
        UIView.animate(withDuration: 1.2) { fadingBlur.effect = UIBlurEffect(style: .extraLight) }
    }
}
