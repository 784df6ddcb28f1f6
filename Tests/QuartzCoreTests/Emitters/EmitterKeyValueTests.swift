import Testing
@testable import QuartzCore

/// Key-value coding on emitters and cells, as the book's examples use it.
@MainActor struct EmitterKeyValueTests {
    typealias F = EmitterFixtures

    @Test func keyPathsReachNamedCellsAndTheirSubCells() {
        let fire = F.cell("fire", birthRate: 30)
        let spark = F.cell("spark", birthRate: 2)
        fire.emitterCells = [spark]
        let layer = F.emitter([fire, F.cell("smoke")])
        layer.setValue(0, forKeyPath: "emitterCells.fire.birthRate")
        layer.setValue(Double(12.5), forKeyPath: "emitterCells.fire.emitterCells.spark.velocity")
        layer.setValue(CGColor(red: 1, green: 0, blue: 0, alpha: 1), forKeyPath: "emitterCells.smoke.color")
        #expect(fire.birthRate == 0)
        #expect(spark.velocity == 12.5)
        #expect(layer.value(forKeyPath: "emitterCells.smoke.color") as? CGColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(layer.value(forKeyPath: "emitterCells.fire.emitterCells.spark.velocity") as? CGFloat == 12.5)
        #expect((layer.value(forKeyPath: "emitterCells.fire") as? CAEmitterCell) === fire)
        let lines = F.capturingLog { layer.setValue(1, forKeyPath: "emitterCells.water.birthRate") }
        #expect(lines.contains { $0.contains("no emitter cell for 'water.birthRate'") })
    }

    @Test func layerKeysAndDefaults() {
        let layer = CAEmitterLayer()
        #expect(layer.value(forKey: "birthRate") as? Float == 1)
        #expect(layer.value(forKey: "emitterShape") as? String == "point")
        #expect(layer.value(forKey: "emitterMode") as? String == "volume")
        #expect(layer.value(forKey: "renderMode") as? String == "unordered")
        layer.setValue("additive", forKey: "renderMode")
        layer.setValue(CGPoint(x: 3, y: 4), forKey: "emitterPosition")
        layer.setValue(9, forKey: "seed")
        #expect(layer.renderMode == .additive && layer.emitterPosition == CGPoint(x: 3, y: 4) && layer.seed == 9)
        layer.setValue(CGFloat.nan, forKey: "emitterDepth")
        #expect(layer.emitterDepth == 0)
        let cell = CAEmitterCell()
        #expect(cell.value(forKey: "scale") as? CGFloat == 1)
        #expect(cell.value(forKey: "enabled") as? Bool == true)
        cell.setValue(Float(3), forKey: "lifetime")
        cell.setValue(Double.infinity, forKey: "velocity")
        cell.setValue("x", forKey: "custom")
        #expect(cell.lifetime == 3 && cell.velocity == 0 && cell.value(forKey: "custom") as? String == "x")
        #expect(CAEmitterCell.defaultValue(forKey: "contentsRect") as? CGRect == CGRect(x: 0, y: 0, width: 1, height: 1))
    }
}
