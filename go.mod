module github.com/frozenchess/engine

go 1.26.8

require (
	github.com/dgryski/go-farm v0.0.0-20240924180020-3414d57e47da
	github.com/stretchr/testify v1.12.1
)

require go.yaml.in/yaml/v3 v3.0.5 // indirect
