{-# external_resources: {} 
