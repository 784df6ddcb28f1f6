/// `UIImage(systemName:)`: SF Symbols from the desktop's icon theme (see `SymbolImages`), as template images that
/// take the tint colour of the view showing them. An unknown name gives nil, as in UIKit.
extension UIImage {
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The symbol at the configuration's size, drawn for the main screen's scale.
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        let symbol = configuration as? SymbolConfiguration ?? .unspecified
        self.init(systemName: name, side: symbol.side, scale: UIImage.symbolScreenScale)
    }

    /// The traits' display scale picks the bitmap's scale.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        let scale = traitCollection.flatMap { $0.displayScale > 0 ? $0.displayScale : nil } ?? UIImage.symbolScreenScale
        self.init(systemName: name, side: SymbolConfiguration.unspecified.side, scale: scale)
    }

    private convenience init?(systemName name: String, side: CGFloat, scale: CGFloat) {
        guard let image = SymbolImages.image(named: name, side: side, scale: scale) else { return nil }
        self.init(copying: UIImage(cgImage: image, scale: scale, orientation: .up), capInsets: .zero,
                  resizingMode: .tile, renderingMode: .alwaysTemplate)
    }

    /// The main screen's scale on the main thread; 1 elsewhere.
    private static var symbolScreenScale: CGFloat {
        guard Thread.isMainThread else { return 1 }
        return MainActor.assumeIsolated { UIScreen.main.scale }
    }
}
