/// `#imageLiteral(resourceName:)`: the named image of the application bundle. A literal cannot fail, so a missing
/// image is logged and stands as an empty image.
extension UIImage: _ExpressibleByImageLiteral {
    public convenience init(imageLiteralResourceName path: String) {
        if let image = UIImage(named: path), let cgImage = image.cgImage {
            self.init(cgImage: cgImage, scale: image.scale, orientation: image.imageOrientation)
        } else {
            UIKitLog.error("#imageLiteral(resourceName: \"\(path)\"): no such image in the application bundle")
            self.init()
        }
    }
}
